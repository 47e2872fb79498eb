import { sha256 } from '../../lib/secrets';
import { signInAtProvider } from '../../test/oidcBrowser';
import {
  CALLBACK,
  callback,
  exchange,
  refusal,
  startAtPortal,
  uniqueLogin,
  withSso,
  type Sso,
} from './testHelpers';

/** Each check of the callback: the state is one use and this browser's, the rest is openid-client's. */
describe('single sign-on callback checks', () => {
  let sso: Sso;
  withSso((started) => (sso = started));

  /** Up to the provider's redirect back, which the test may then alter. */
  async function returnFromProvider() {
    const name = uniqueLogin('kim');
    sso.provider.addAccount(name, {
      email: `${name}@campus.test`,
      email_verified: true,
      name: 'Kim',
    });
    const start = await startAtPortal(sso.t);
    const back = await signInAtProvider(start.location, name, CALLBACK);
    return { back: new URL(back), cookie: start.cookie };
  }

  it('refuses a tampered state', async () => {
    const { back, cookie } = await returnFromProvider();
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect(refusal(await callback(sso.t, back.toString(), cookie))).toBe('state');
  });

  it('refuses a state used once already', async () => {
    const { back, cookie } = await returnFromProvider();
    const first = await callback(sso.t, back.toString(), cookie);
    expect((await exchange(sso.t, { location: first, cookie })).statusCode).toBe(200);
    expect(refusal(await callback(sso.t, back.toString(), cookie))).toBe('state');
  });

  it("refuses a state started by another browser (no cookie, or another browser's)", async () => {
    const { back } = await returnFromProvider();
    expect(refusal(await callback(sso.t, back.toString()))).toBe('state');
    const other = await returnFromProvider();
    const elsewhere = await startAtPortal(sso.t);
    expect(refusal(await callback(sso.t, other.back.toString(), elsewhere.cookie))).toBe('state');
  });

  it('refuses a sign-in older than ten minutes', async () => {
    const { back, cookie } = await returnFromProvider();
    await sso.t.app.ctx.db
      .updateTable('oidc_logins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', sha256(back.searchParams.get('state')!))
      .execute();
    expect(refusal(await callback(sso.t, back.toString(), cookie))).toBe('state');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { back, cookie } = await returnFromProvider();
    await sso.t.app.ctx.db
      .updateTable('oidc_logins')
      .set({ nonce: 'another-nonce' })
      .where('state_hash', '=', sha256(back.searchParams.get('state')!))
      .execute();
    expect(refusal(await callback(sso.t, back.toString(), cookie))).toBe('provider');
  });

  it('refuses a code the provider did not issue for this sign-in', async () => {
    const { back, cookie } = await returnFromProvider();
    back.searchParams.set('code', 'forged-code');
    expect(refusal(await callback(sso.t, back.toString(), cookie))).toBe('provider');
  });

  it('sends a refusal at the provider (the person cancelled) back to the login page', async () => {
    const start = await startAtPortal(sso.t);
    const state = new URL(start.location).searchParams.get('state')!;
    const back = new URL(CALLBACK);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', state);
    back.searchParams.set('iss', sso.provider.issuer);
    expect(refusal(await callback(sso.t, back.toString(), start.cookie))).toBe('provider');
  });
});
