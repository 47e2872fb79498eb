import { latestOutboxMail } from '../../mail/mailer';
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

describe('current user: getMe, updateMe, confirmEmailChange, changePassword, deleteMe', () => {
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
  const confirmEmail = (token: string, otp: string) =>
    call(t, 'POST', '/users/me/email/confirm', { token, body: { otp } });
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
    it('changes the name at once; a new email waits for the code mailed to it', async () => {
      const { token, email } = await signUp(t);
      const other = (await login(t, email)).json().authorization;
      const newEmail = uniqueEmail('Renamed');
      const res = await updateMe(token, {
        name: '  Renamed Person ',
        email: newEmail,
        currentPassword: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: `We sent a code to ${newEmail.toLowerCase()}. Enter it to confirm your new email.`,
        user: expect.objectContaining({ name: 'Renamed Person', email }),
        pendingEmail: newEmail.toLowerCase(),
      });
      expect((await login(t, newEmail)).statusCode).toBe(400);

      const confirmed = await confirmEmail(token, await t.mailedCode(newEmail));
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        message: 'Email updated successfully',
        user: expect.objectContaining({ name: 'Renamed Person', email: newEmail.toLowerCase() }),
      });
      expect((await login(t, email)).statusCode).toBe(400);
      expect((await login(t, newEmail)).statusCode).toBe(200);
      // This session stays; the other one is revoked and its sockets dropped.
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect(disconnectSession).toHaveBeenCalledWith(expect.any(String), 'emailChanged');
    });

    it('keeping the same email is fine, and needs no password', async () => {
      const { token, email } = await signUp(t);
      const res = await updateMe(token, { name: 'Same Mail', email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Profile updated successfully',
        user: expect.objectContaining({ name: 'Same Mail', email }),
      });
    });

    it('a new email needs the right current password', async () => {
      const { token, email } = await signUp(t);
      const newEmail = uniqueEmail();
      const missing = await updateMe(token, { name: 'X', email: newEmail });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([
        { field: 'currentPassword', message: expect.any(String) },
      ]);
      const wrong = await updateMe(token, { name: 'X', email: newEmail, currentPassword: 'nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: 'Current password is incorrect.',
        code: 'BAD_REQUEST',
      });
      expect((await me(token)).json().user).toEqual(
        expect.objectContaining({ name: 'Test Person', email }),
      );
    });

    it('answers alike when another account (even a pending one) uses the email; no code confirms it', async () => {
      const taken = await signUp(t);
      const pending = uniqueEmail('pending');
      await register(t, pending);
      for (const email of [taken.email.toUpperCase(), pending]) {
        const { token } = await signUp(t);
        const res = await updateMe(token, { name: 'Thief', email, currentPassword: PASSWORD });
        expect(res.statusCode).toBe(200);
        expect(res.json().pendingEmail).toBe(email.toLowerCase());
        // That address is told instead of getting a code; no code confirms the change.
        await t.app.ctx.jobs.idle();
        const mail = await latestOutboxMail(t.config.dataDir, email.toLowerCase());
        expect(mail?.subject).toMatch(/already has an account/);
        expect(mail?.text).not.toMatch(/\b\d{6}\b/);
        const res2 = await confirmEmail(token, '000000');
        expect(res2.statusCode).toBe(400);
      }
    });

    it('confirming answers 409 when the address was taken after the code was sent', async () => {
      const { token, email } = await signUp(t);
      const newEmail = uniqueEmail('contested');
      await updateMe(token, { name: 'R', email: newEmail, currentPassword: PASSWORD });
      const code = await t.mailedCode(newEmail);
      await register(t, newEmail);
      const res = await confirmEmail(token, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'An account with this email already exists.',
        code: 'CONFLICT',
      });
      expect((await me(token)).json().user.email).toBe(email);
      expect(disconnectSession).not.toHaveBeenCalled();
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
      expect(disconnectSession).toHaveBeenCalledWith(expect.any(String), 'passwordChanged');
      expect((await login(t, email)).statusCode).toBe(400);
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
      expect(disconnectUser).toHaveBeenCalledWith(userId, 'deleted');
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
      // Register answers as for any address (no enumeration) but neither revives nor mails it.
      const mails = await outboxCount(t);
      expect((await register(t, email)).statusCode).toBe(200);
      expect((await post(t, '/auth/forgot-password', { email })).statusCode).toBe(200);
      expect(await outboxCount(t)).toBe(mails);
      const verify = await post(t, '/auth/verify-otp', { email, otp: '123456' });
      expect(verify.statusCode).toBe(400);
    });
  });
});
