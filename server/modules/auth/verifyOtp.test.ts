import { createTestApp, type TestApp } from '../../test/testApp';
import {
  ageCodes,
  latestCodeRow,
  login,
  outboxCount,
  post,
  register,
  setActive,
  uniqueEmail,
  wrongCode,
} from './testHelpers';

const verify = (t: TestApp, body: Record<string, unknown>) => post(t, '/auth/verify-otp', body);

describe('verifyOtp with a registration code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('verifies the account, logs in and answers the session, a first sign-in', async () => {
    const email = uniqueEmail();
    await register(t, email, { name: 'Vera Fied' });
    const res = await verify(t, { email: email.toUpperCase(), otp: await t.mailedCode(email) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // openapi.yaml SessionResponse, as every answer that starts a session: firstSignIn included.
    expect(body).toEqual({
      message: 'Email verified successfully',
      authorization: expect.any(String),
      user: { id: expect.any(String), name: 'Vera Fied', email, role: 'user' },
      firstSignIn: true,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${body.authorization}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, isVerified: true });
  });

  it('is single use: the same code a second time fails', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const otp = await t.mailedCode(email);
    expect((await verify(t, { email, otp })).statusCode).toBe(200);
    const again = await verify(t, { email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired OTP', code: 'BAD_REQUEST' });
  });

  it('locks a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const otp = await t.mailedCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(t, { email, otp: wrongCode(otp) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired OTP');
    }
    const locked = await verify(t, { email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      message: 'Too many wrong attempts. Request a new code.',
      code: 'BAD_REQUEST',
    });
    expect((await latestCodeRow(t, email, 'verify')).attempts).toBe(5);

    // A new code (after the re-send interval) works again.
    await ageCodes(t, email);
    await post(t, '/auth/forgot-password', { email, purpose: 'verify' });
    const fresh = await t.mailedCode(email);
    expect((await verify(t, { email, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const otp = await t.mailedCode(email);
    const row = await latestCodeRow(t, email, 'verify');
    await t.app.ctx.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await verify(t, { email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired OTP');
  });

  it('answers an unknown email like a wrong code (400, never 404)', async () => {
    const res = await verify(t, { email: uniqueEmail('nobody'), otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid or expired OTP', code: 'BAD_REQUEST' });
  });

  it('validates the body: a missing code, a non-6-digit code, a wrong purpose', async () => {
    const email = uniqueEmail();
    const missing = await verify(t, { email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'otp', message: expect.any(String) }]);
    // Numbers are coerced to text by the contract's validator; objects and arrays are not.
    for (const otp of ['12345', '1234567', 'abcdef', { code: '123456' }, ['1', '2']]) {
      const res = await verify(t, { email, otp });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const purpose = await verify(t, { email, otp: '123456', purpose: 'reset_token' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a deactivated account even with the right code', async () => {
    const email = uniqueEmail();
    await register(t, email);
    const otp = await t.mailedCode(email);
    await setActive(t, email, 0);
    const res = await verify(t, { email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or expired OTP');
    expect((await login(t, email)).statusCode).toBe(403);
  });

  describe('resend (forgot-password for a pending account)', () => {
    it('sends nothing new within a minute; the earlier code stays valid', async () => {
      const email = uniqueEmail();
      await register(t, email);
      const otp = await t.mailedCode(email);
      const mails = await outboxCount(t);
      const res = await post(t, '/auth/forgot-password', { email, purpose: 'verify' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: expect.any(String), email });
      expect(await outboxCount(t)).toBe(mails);
      expect((await verify(t, { email, otp })).statusCode).toBe(200);
    });

    it('after a minute mails a new code and retires the old one', async () => {
      const email = uniqueEmail();
      await register(t, email);
      const oldRow = await latestCodeRow(t, email, 'verify');
      await ageCodes(t, email);
      // No purpose given: a pending account gets its registration code again.
      await post(t, '/auth/forgot-password', { email });
      const newRow = await latestCodeRow(t, email, 'verify');
      expect(newRow.id).not.toBe(oldRow.id);
      const retired = await t.app.ctx.db
        .selectFrom('account_codes')
        .select('consumed_at')
        .where('id', '=', oldRow.id)
        .executeTakeFirstOrThrow();
      expect(retired.consumed_at).not.toBeNull();
      expect((await verify(t, { email, otp: await t.mailedCode(email) })).statusCode).toBe(200);
    });
  });
});
