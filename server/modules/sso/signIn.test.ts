import { createTestApp } from '../../test/testApp';
import { PASSWORD, call, login, signUp, uniqueEmail } from '../auth/testHelpers';
import {
  exchange,
  refusal,
  signInThrough,
  startAtPortal,
  uniqueLogin,
  withSso,
  type Sso,
} from './testHelpers';

const userByEmail = (sso: Sso, email: string) =>
  sso.t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('single sign-on against a real OpenID provider', () => {
  let sso: Sso;
  withSso((started) => (sso = started));

  it('tells the SPA it is on, and sends the browser to the provider with PKCE, state and nonce', async () => {
    const settings = await call(sso.t, 'GET', '/auth/oidc');
    expect(settings.json()).toEqual({ enabled: true, name: 'Campus account' });

    const { location, cookie } = await startAtPortal(sso.t);
    const url = new URL(location);
    expect(`${url.origin}`).toBe(sso.provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: sso.provider.clientId,
      redirect_uri: 'http://portal.test/api/v1/auth/oidc/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    expect(cookie).toMatch(/^lf_oidc=[\w-]{43}$/);
  });

  it('creates a verified account on the first sign-in and starts a session like a password login', async () => {
    const name = uniqueLogin('ada');
    const email = `${name}@campus.test`;
    sso.provider.addAccount(name, { email, email_verified: true, name: 'Ada Lovelace' });

    const landing = await signInThrough(sso, name);
    expect(landing.location).toMatch(/^\/login\/oidc#code=[\w-]{43}$/);
    const res = await exchange(sso.t, landing);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Logged in successfully',
      authorization: expect.any(String),
      user: { id: expect.any(String), name: 'Ada Lovelace', email, role: 'user' },
      // This sign-in created the account: the SPA greets "Welcome", not "Welcome back".
      firstSignIn: true,
    });
    const row = await userByEmail(sso, email);
    expect(row).toMatchObject({ role: 'user', oidc_subject: `${sso.provider.issuer} ${name}` });
    expect(Number(row!.is_active)).toBe(1);
    expect(Number(row!.is_verified)).toBe(1);

    // The portal's own session: it opens /users/me and ends at logout.
    const me = await call(sso.t, 'GET', '/users/me', { token: body.authorization });
    expect(me.json().user).toMatchObject({ email, name: 'Ada Lovelace' });
    await call(sso.t, 'POST', '/auth/logout', { token: body.authorization });
    const after = await call(sso.t, 'GET', '/users/me', { token: body.authorization });
    expect(after.statusCode).toBe(401);
  });

  it('finds the same account by its link when the provider later sends another email', async () => {
    const name = uniqueLogin('grace');
    sso.provider.addAccount(name, {
      email: `${name}@campus.test`,
      email_verified: true,
      name: 'Grace',
    });
    const first = (await exchange(sso.t, await signInThrough(sso, name))).json();

    sso.provider.addAccount(name, {
      email: `${name}.hopper@campus.test`,
      email_verified: true,
      name: 'Grace Hopper',
    });
    const second = (await exchange(sso.t, await signInThrough(sso, name))).json();
    expect(second.user.id).toBe(first.user.id);
    expect(first.firstSignIn).toBe(true);
    expect(second.firstSignIn).toBe(false);
    expect(await userByEmail(sso, `${name}.hopper@campus.test`)).toBeUndefined();
  });

  it('links to an existing password account when the provider says the email is verified', async () => {
    const { email, userId } = await signUp(sso.t, uniqueEmail('linus'));
    const name = uniqueLogin('linus');
    sso.provider.addAccount(name, { email, email_verified: true, name: 'Linus' });

    const res = await exchange(sso.t, await signInThrough(sso, name));
    expect(res.json().user.id).toBe(userId);
    // Linked, not created: an existing account is welcomed back.
    expect(res.json().firstSignIn).toBe(false);
    expect((await userByEmail(sso, email))?.oidc_subject).toBe(`${sso.provider.issuer} ${name}`);
    // The password still works: linking adds a way in, it takes none away.
    expect((await login(sso.t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not link, nor create, when the provider says the email is not verified', async () => {
    const { email } = await signUp(sso.t, uniqueEmail('mallory'));
    const name = uniqueLogin('mallory');
    sso.provider.addAccount(name, { email, email_verified: false, name: 'Mallory' });

    expect(refusal(await signInThrough(sso, name))).toBe('unverified');
    expect((await userByEmail(sso, email))?.oidc_subject).toBeNull();

    const stranger = uniqueLogin('stranger');
    sso.provider.addAccount(stranger, {
      email: `${stranger}@campus.test`,
      email_verified: false,
      name: 'Stranger',
    });
    expect(refusal(await signInThrough(sso, stranger))).toBe('unverified');
    expect(await userByEmail(sso, `${stranger}@campus.test`)).toBeUndefined();
  });

  it('refuses an email outside the allowed domains and creates nothing', async () => {
    const name = uniqueLogin('eve');
    sso.provider.addAccount(name, {
      email: `${name}@elsewhere.example`,
      email_verified: true,
      name: 'Eve',
    });
    expect(refusal(await signInThrough(sso, name))).toBe('domain');
    expect(await userByEmail(sso, `${name}@elsewhere.example`)).toBeUndefined();
  });

  it('refuses a deactivated account', async () => {
    const { email, userId } = await signUp(sso.t, uniqueEmail('gone'));
    await sso.t.app.ctx.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', userId)
      .execute();
    const name = uniqueLogin('gone');
    sso.provider.addAccount(name, { email, email_verified: true, name: 'Gone' });
    expect(refusal(await signInThrough(sso, name))).toBe('inactive');
  });

  it('takes over a sign-up nobody confirmed, without the password it was registered with', async () => {
    const email = uniqueEmail('squat');
    await call(sso.t, 'POST', '/auth/register', {
      body: { name: 'Squatter', email, password: PASSWORD },
    });
    const name = uniqueLogin('owner');
    sso.provider.addAccount(name, { email, email_verified: true, name: 'Real Owner' });

    const res = await exchange(sso.t, await signInThrough(sso, name));
    expect(res.json().user).toMatchObject({ email, name: 'Real Owner' });
    expect((await login(sso.t, email, PASSWORD)).statusCode).toBe(400);
  });

  it('trades a hand-off code once', async () => {
    const name = uniqueLogin('once');
    sso.provider.addAccount(name, {
      email: `${name}@campus.test`,
      email_verified: true,
      name: 'Once',
    });
    const landing = await signInThrough(sso, name);
    expect((await exchange(sso.t, landing)).statusCode).toBe(200);
    const again = await exchange(sso.t, landing);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('BAD_REQUEST');
  });
});

describe('single sign-on switched off', () => {
  it('answers enabled false and 404 on its endpoints', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'off' });
    try {
      expect((await call(t, 'GET', '/auth/oidc')).json()).toEqual({
        enabled: false,
        name: 'Campus account',
      });
      for (const [method, url] of [
        ['GET', '/auth/oidc/start'],
        ['GET', '/auth/oidc/callback?code=x&state=y'],
      ] as const) {
        expect((await call(t, method, url)).statusCode).toBe(404);
      }
      const res = await call(t, 'POST', '/auth/oidc/session', { body: { code: 'x' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
