import { createTestApp, type TestApp } from '../../test/testApp';
import {
  PASSWORD,
  call,
  login,
  post,
  register,
  setActive,
  signUp,
  uniqueEmail,
} from './testHelpers';

describe('loginUser and logoutUser', () => {
  let t: TestApp;
  const disconnectSession = jest.fn();
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    t.app.ctx.realtime = { ...t.app.ctx.realtime, disconnectSession };
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in with any letter case of the email and answers {message, authorization, user}', async () => {
    const { email, userId } = await signUp(t, uniqueEmail(), { name: 'Logan' });
    const res = await login(t, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Logged in successfully',
      authorization: expect.any(String),
      user: { id: userId, name: 'Logan', email, role: 'user' },
    });
    // Each login is its own session; tokens are stored only as hashes.
    const sessions = await t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.token_hash)).not.toContain(res.json().authorization);
  });

  it('answers a wrong password and an unknown email with the same 400 INVALID_CREDENTIALS', async () => {
    const { email } = await signUp(t);
    const wrong = await login(t, email, 'not the password');
    const unknown = await login(t, uniqueEmail('ghost'), PASSWORD);
    for (const res of [wrong, unknown]) {
      // Not 401: that means "your token is not valid", which clients treat as a session ended.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid email or password.',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('refuses an unverified account with 403', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const res = await login(t, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Please verify your email before logging in.',
      code: 'FORBIDDEN',
    });
  });

  it('refuses a deactivated account with 403, but only with the right password', async () => {
    const { email, token } = await signUp(t);
    await setActive(t, email, 0);
    const res = await login(t, email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been deactivated.');
    expect((await login(t, email, 'not the password')).statusCode).toBe(400);
    // Sessions of a deactivated account stop working at once.
    expect((await call(t, 'GET', '/users/me', { token })).statusCode).toBe(401);
  });

  it('validates the body: missing password, wrong-typed email', async () => {
    const res = await post(t, '/auth/login', { email: { address: 'a@b.co' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('logout revokes only the current session and drops its sockets', async () => {
    const { email, token } = await signUp(t);
    const other = (await login(t, email)).json().authorization;
    const res = await post(t, '/auth/logout', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect(disconnectSession).toHaveBeenCalledTimes(1);
    expect((await call(t, 'GET', '/users/me', { token })).statusCode).toBe(401);
    expect((await post(t, '/auth/logout', undefined, token)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/users/me', { token: other })).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const res = await post(t, '/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('rate limits on the auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 RATE_LIMITED with a Retry-After header after too many logins from one address', async () => {
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 25 && !limited; i++) {
      // A different address each time: the per-account brake (loginThrottle.ts) stays out of it.
      const body = { email: `nobody${i}@campus.test`, password: 'whatever it is' };
      const res = await post(t, '/auth/login', body);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json().code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
