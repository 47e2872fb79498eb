import { PASSWORD, login, signUp } from '../auth/testHelpers';
import { exchange, refusal, signInThrough, uniqueLogin, withSso, type Sso } from './testHelpers';

/**
 * Issue 23, finding 1 (account takeover through Unicode case folding): a provider-verified
 * address is compared only in its canonical form and refused, never folded, when it is not in it
 * (docs/security.md#e-mail-addresses). Against a real OpenID provider and real accounts.
 */
describe('single sign-on never folds a provider address onto an account', () => {
  let sso: Sso;
  withSso((started) => (sso = started));

  const users = () => sso.t.app.ctx.db.selectFrom('users').select(['id', 'email']).execute();
  const subjectOf = async (userId: string) =>
    (
      await sso.t.app.ctx.db
        .selectFrom('users')
        .select('oidc_subject')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).oidc_subject;

  /** A verified password account whose address starts with `local`. */
  async function passwordAccount(local: string) {
    return signUp(sso.t, `${local}.${uniqueLogin('x')}@campus.test`);
  }

  it("does not sign a KELVIN SIGN address into kim's password account", async () => {
    const kim = await passwordAccount('kim');
    const forged = kim.email.replace(/^k/, '\u212A');
    expect(forged.toLowerCase()).toBe(kim.email);
    const name = uniqueLogin('mallory');
    sso.provider.addAccount(name, { email: forged, email_verified: true, name: 'Mallory' });
    const before = await users();

    expect(refusal(await signInThrough(sso, name))).toBe('email');
    expect(await subjectOf(kim.userId)).toBeNull();
    expect(await users()).toEqual(before);
    // Kim's own way in is untouched.
    expect((await login(sso.t, kim.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['dotless i (U+0131)', (email: string) => email.replace(/^i/, '\u0131'), 'ian'],
    ['long s (U+017F)', (email: string) => email.replace(/^s/, '\u017F'), 'sam'],
    ['fullwidth letters', (email: string) => email.replace(/^sa/, '\uFF53\uFF41'), 'sam'],
    ['a combining mark', (email: string) => email.replace(/^e/, 'e\u0301'), 'eva'],
    ['a KELVIN SIGN in the domain', (email: string) => email.replace(/t$/, '\u212A'), 'tom'],
    ['a trailing dot in the domain', (email: string) => `${email}.`, 'dot'],
  ])('refuses an address with %s, and creates nothing', async (_label, forge, local) => {
    const owner = await passwordAccount(local);
    const forged = forge(owner.email);
    expect(forged).not.toBe(owner.email);
    const name = uniqueLogin('forger');
    sso.provider.addAccount(name, { email: forged, email_verified: true, name: 'Forger' });
    const before = await users();

    expect(refusal(await signInThrough(sso, name))).toBe('email');
    expect(await users()).toEqual(before);
    expect(await subjectOf(owner.userId)).toBeNull();
  });

  it('links an address that differs only in ASCII case (Kim@Campus.TEST is kim@campus.test)', async () => {
    const kim = await passwordAccount('kim');
    const [local, domain] = kim.email.split('@');
    const name = uniqueLogin('kim');
    sso.provider.addAccount(name, {
      email: `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`,
      email_verified: true,
      name: 'Kim',
    });

    const res = await exchange(sso.t, await signInThrough(sso, name));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: kim.userId, email: kim.email });
    expect(await subjectOf(kim.userId)).toBe(`${sso.provider.issuer} ${name}`);
  });
});
