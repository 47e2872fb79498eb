import { createTestApp, type TestApp } from '../../test/testApp';
import {
  PASSWORD,
  call,
  login,
  outboxCount,
  post,
  register,
  signUp,
  uniqueEmail,
} from '../auth/testHelpers';

describe('current user: getMe, updateMe, changePassword, deleteMe', () => {
  let t: TestApp;
  const disconnectSession = jest.fn();
  const disconnectUser = jest.fn();
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    t.app.ctx.realtime = { ...t.app.ctx.realtime, disconnectSession, disconnectUser };
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => jest.clearAllMocks());

  const me = (token: string) => call(t, 'GET', '/users/me', { token });
  const updateMe = (token: string, body: unknown) => call(t, 'PUT', '/users/me', { token, body });
  const changePassword = (token: string, body: unknown) =>
    call(t, 'PUT', '/users/me/password', { token, body });

  describe('getMe', () => {
    it('returns the user with _id and id, and never a hash, code or token', async () => {
      const { token, userId, email } = await signUp(t, uniqueEmail(), { name: 'Mia' });
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: {
          _id: userId,
          id: userId,
          name: 'Mia',
          email,
          role: 'user',
          isActive: true,
          isVerified: true,
          createdAt: expect.any(String),
        },
      });
      expect(res.body).not.toMatch(/hash|password|argon/i);
      expect(res.body).not.toContain(token);
    });

    it('needs a session', async () => {
      expect((await call(t, 'GET', '/users/me')).statusCode).toBe(401);
    });
  });

  describe('updateMe', () => {
    it('changes name and email (lower-cased); login then uses the new email', async () => {
      const { token, email } = await signUp(t);
      const newEmail = uniqueEmail('Renamed');
      const res = await updateMe(token, { name: '  Renamed Person ', email: newEmail });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: expect.any(String),
        user: expect.objectContaining({ name: 'Renamed Person', email: newEmail.toLowerCase() }),
      });
      expect((await login(t, email)).statusCode).toBe(401);
      expect((await login(t, newEmail)).statusCode).toBe(200);
    });

    it('keeping the same email is fine', async () => {
      const { token, email } = await signUp(t);
      const res = await updateMe(token, { name: 'Same Mail', email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(email);
    });

    it('answers 409 when another account (even a pending one) uses the email', async () => {
      const { token } = await signUp(t);
      const taken = await signUp(t);
      const pending = uniqueEmail('pending');
      await register(t, pending);
      for (const email of [taken.email.toUpperCase(), pending]) {
        const res = await updateMe(token, { name: 'Thief', email });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          message: 'An account with this email already exists.',
          code: 'CONFLICT',
        });
      }
    });

    it('validates the body: missing name, malformed email, blank name', async () => {
      const { token } = await signUp(t);
      const missing = await updateMe(token, { email: uniqueEmail() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([{ field: 'name', message: expect.any(String) }]);
      const bad = await updateMe(token, { name: 'X', email: 'nope' });
      expect(bad.json().details[0].field).toBe('email');
      const blank = await updateMe(token, { name: '  ', email: uniqueEmail() });
      expect(blank.statusCode).toBe(400);
    });
  });

  describe('changePassword', () => {
    it('refuses a wrong current password with 400', async () => {
      const { token, email } = await signUp(t);
      const res = await changePassword(token, {
        currentPassword: 'not my password',
        newPassword: 'whatever new password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Current password is incorrect.',
        code: 'BAD_REQUEST',
      });
      expect((await login(t, email)).statusCode).toBe(200);
    });

    it('changes the password, keeps this session and revokes the others', async () => {
      const { token, email } = await signUp(t);
      const other = (await login(t, email)).json().authorization;
      const res = await changePassword(token, {
        currentPassword: PASSWORD,
        newPassword: 'my new password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect(disconnectSession).toHaveBeenCalledTimes(1);
      expect((await login(t, email)).statusCode).toBe(401);
      expect((await login(t, email, 'my new password')).statusCode).toBe(200);
    });

    it('validates the body: a too-short new password, a missing current password', async () => {
      const { token } = await signUp(t);
      const short = await changePassword(token, { currentPassword: PASSWORD, newPassword: 'x' });
      expect(short.json().details[0].field).toBe('newPassword');
      const missing = await changePassword(token, { newPassword: 'long enough password' });
      expect(missing.json().details[0].field).toBe('currentPassword');
    });
  });

  describe('deleteMe', () => {
    it('deactivates the account, revokes every session and refuses later logins', async () => {
      const { token, email, userId } = await signUp(t);
      const other = (await login(t, email)).json().authorization;
      const res = await call(t, 'DELETE', '/users/me', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(disconnectUser).toHaveBeenCalledWith(userId);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);

      const again = await login(t, email);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toBe('This account has been deactivated.');
      // The row is kept (items and messages still point at it), only deactivated.
      const row = await t.app.ctx.db
        .selectFrom('users')
        .select(['is_active'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row.is_active).toBe(0);
      // Nor can it come back by registering or resetting.
      expect((await register(t, email)).statusCode).toBe(409);
      const mails = await outboxCount(t);
      expect((await post(t, '/auth/forgot-password', { email })).statusCode).toBe(200);
      expect(await outboxCount(t)).toBe(mails);
      const verify = await post(t, '/auth/verify-otp', { email, otp: '123456' });
      expect(verify.statusCode).toBe(400);
    });
  });
});
