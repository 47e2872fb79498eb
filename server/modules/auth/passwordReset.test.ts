import { latestOutboxMail } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  PASSWORD,
  call,
  latestCodeRow,
  login,
  outboxCount,
  post,
  register,
  setActive,
  signUp,
  uniqueEmail,
  wrongCode,
} from './testHelpers';

const NEW_PASSWORD = 'a brand new password';

describe('forgot password → verify-otp → reset-password', () => {
  let t: TestApp;
  const disconnectUser = jest.fn();
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    t.app.ctx.realtime = { ...t.app.ctx.realtime, disconnectUser };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs forgot-password and verify-otp; returns the reset token. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await post(t, '/auth/forgot-password', { email })).statusCode).toBe(200);
    const res = await post(t, '/auth/verify-otp', { email, otp: await t.mailedCode(email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), resetToken: expect.any(String) });
    return res.json().resetToken;
  }

  it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail('nobody');
    const mails = await outboxCount(t);
    const a = await post(t, '/auth/forgot-password', { email });
    const b = await post(t, '/auth/forgot-password', { email: unknown });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message).toBe(b.json().message);
    expect(b.json().email).toBe(unknown);
    expect(await outboxCount(t)).toBe(mails + 1);
    const mail = await latestOutboxMail(t.config.dataDir, email);
    expect(mail?.subject).toMatch(/password reset/i);
  });

  it('sets the new password with the reset token and signs the account out everywhere', async () => {
    const { email, token, userId } = await signUp(t);
    const second = (await login(t, email)).json().authorization;
    const resetToken = await resetTokenFor(email);

    const res = await post(t, '/auth/reset-password', {
      email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), email });
    expect(disconnectUser).toHaveBeenCalledWith(userId, 'passwordReset');
    for (const old of [token, second]) {
      expect((await call(t, 'GET', '/users/me', { token: old })).statusCode).toBe(401);
    }
    expect((await login(t, email)).statusCode).toBe(400);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset token used a second time', async () => {
    const { email } = await signUp(t);
    const resetToken = await resetTokenFor(email);
    const body = { email, newPassword: NEW_PASSWORD, resetToken };
    expect((await post(t, '/auth/reset-password', body)).statusCode).toBe(200);
    const again = await post(t, '/auth/reset-password', {
      ...body,
      newPassword: 'yet another one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('BAD_REQUEST');
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset without a token (validation), with a wrong token, or for another email', async () => {
    const { email } = await signUp(t);
    const other = await signUp(t);
    const none = await post(t, '/auth/reset-password', { email, newPassword: NEW_PASSWORD });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'resetToken', message: expect.any(String) }],
    });
    const resetToken = await resetTokenFor(email);
    const wrong = await post(t, '/auth/reset-password', {
      email,
      newPassword: NEW_PASSWORD,
      resetToken: `${resetToken}x`,
    });
    expect(wrong.statusCode).toBe(400);
    const elsewhere = await post(t, '/auth/reset-password', {
      email: other.email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await login(t, email)).statusCode).toBe(200);
    expect((await login(t, other.email)).statusCode).toBe(200);
  });

  it('refuses an expired reset token and a too-short new password', async () => {
    const { email } = await signUp(t);
    const resetToken = await resetTokenFor(email);
    const short = await post(t, '/auth/reset-password', {
      email,
      newPassword: 'short',
      resetToken,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('newPassword');
    const row = await latestCodeRow(t, email, 'reset_token');
    expect(row.code_hash).not.toContain(resetToken);
    await t.app.ctx.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await post(t, '/auth/reset-password', {
      email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(res.statusCode).toBe(400);
  });

  it('locks a reset code after five wrong tries', async () => {
    const { email } = await signUp(t);
    await post(t, '/auth/forgot-password', { email });
    const otp = await t.mailedCode(email);
    for (let i = 0; i < 5; i++) {
      await post(t, '/auth/verify-otp', { email, otp: wrongCode(otp), purpose: 'reset' });
    }
    const res = await post(t, '/auth/verify-otp', { email, otp, purpose: 'reset' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Too many wrong attempts. Request a new code.');
  });

  it('does not send a reset code when purpose is verify for a verified account', async () => {
    const { email } = await signUp(t);
    const mails = await outboxCount(t);
    const res = await post(t, '/auth/forgot-password', { email, purpose: 'verify' });
    expect(res.statusCode).toBe(200);
    expect(await outboxCount(t)).toBe(mails);
  });

  it('gives a deactivated account no way back: no code, no verification, no reset', async () => {
    const { email } = await signUp(t);
    // A code and even a reset token obtained before the deactivation stop working.
    const resetToken = await resetTokenFor(email);
    await setActive(t, email, 0);

    const mails = await outboxCount(t);
    const forgot = await post(t, '/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(await outboxCount(t)).toBe(mails);

    const verify = await post(t, '/auth/verify-otp', { email, otp: '000000' });
    expect(verify.json().message).toBe('Invalid or expired OTP');

    const reset = await post(t, '/auth/reset-password', {
      email,
      newPassword: NEW_PASSWORD,
      resetToken,
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(400);
    const login403 = await login(t, email, PASSWORD);
    expect(login403.json().message).toBe('This account has been deactivated.');
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('is_active')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
  });

  it('a reset code cannot verify a pending registration, and a registration code gives no reset token', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const otp = await t.mailedCode(email);
    const asReset = await post(t, '/auth/verify-otp', { email, otp, purpose: 'reset' });
    expect(asReset.statusCode).toBe(400);
    const res = await post(t, '/auth/verify-otp', { email, otp });
    expect(res.json().resetToken).toBeUndefined();
    expect(res.json().authorization).toEqual(expect.any(String));
  });
});
