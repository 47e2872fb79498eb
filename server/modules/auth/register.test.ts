import { latestOutboxMail } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  PASSWORD,
  ageCodes,
  login,
  outboxCount,
  post,
  register,
  setActive,
  signUp,
  uniqueEmail,
} from './testHelpers';
import { ensureAdmin } from './firstAdmin';

describe('registerUser', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    await ensureAdmin(t.app.ctx.db, { email: 'boss@campus.test', password: 'admin password 1' });
    adminToken = (await login(t, 'boss@campus.test', 'admin password 1')).json().authorization;
  });
  afterAll(async () => {
    await t.close();
  });

  const userRow = (email: string) =>
    t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();

  it('creates an unverified account, answers {message, email} and mails a 6-digit code', async () => {
    const email = uniqueEmail('New.Person');
    const res = await register(t, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), email: email.toLowerCase() });
    const row = await userRow(email);
    expect(row).toMatchObject({ role: 'user', is_verified: 0, is_active: 1 });
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(await t.mailedCode(email)).toMatch(/^\d{6}$/);
    // Only a hash of the code is stored.
    const code = await t.mailedCode(email);
    const stored = await t.app.ctx.db.selectFrom('account_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('escapes the name in the HTML mail', async () => {
    const email = uniqueEmail();
    await register(t, email, { name: '<script>alert(1)</script> & Co' });
    const mail = await latestOutboxMail(t.config.dataDir, email);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it('rejects missing and wrong-typed fields with VALIDATION_ERROR details', async () => {
    const missing = await post(t, '/auth/register', { email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    const fields = missing.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'password']));

    const wrong = await post(t, '/auth/register', {
      name: { first: 'Ann' },
      email: 'not-an-email',
      password: 'short',
      role: 'superuser',
    });
    expect(wrong.statusCode).toBe(400);
    const wrongFields = wrong.json().details.map((d: { field: string }) => d.field);
    expect(wrongFields).toEqual(expect.arrayContaining(['name', 'email', 'password', 'role']));
  });

  it('refuses a name made only of spaces', async () => {
    const res = await register(t, uniqueEmail(), { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'name' }] });
  });

  it('answers 409 for an email that already has a verified account, in any letter case', async () => {
    const { email } = await signUp(t);
    const res = await register(t, email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
  });

  it('lets a pending account register again: new name and password, and a new code after the throttle', async () => {
    const email = uniqueEmail();
    await register(t, email, { name: 'First Try' });
    const firstCode = await t.mailedCode(email);
    const mails = await outboxCount(t);

    // Within a minute nothing new is mailed; the first code stays valid.
    expect(
      (await register(t, email, { name: 'Second Try', password: 'another password' })).statusCode,
    ).toBe(200);
    expect(await outboxCount(t)).toBe(mails);
    expect((await userRow(email)).name).toBe('Second Try');

    await ageCodes(t, email);
    expect(
      (await register(t, email, { name: 'Third Try', password: 'third password' })).statusCode,
    ).toBe(200);
    const newCode = await t.mailedCode(email);
    expect(await outboxCount(t)).toBe(mails + 1);

    if (newCode !== firstCode) {
      const old = await post(t, '/auth/verify-otp', { email, otp: firstCode });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(t, '/auth/verify-otp', { email, otp: newCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Third Try');
    expect((await login(t, email, 'third password')).statusCode).toBe(200);
  });

  it('never brings a deactivated account back, and mails nothing', async () => {
    const { email } = await signUp(t);
    await setActive(t, email, 0);
    const mails = await outboxCount(t);
    const res = await register(t, email, { password: 'attacker password' });
    expect(res.statusCode).toBe(409);
    expect(await outboxCount(t)).toBe(mails);
    expect((await userRow(email)).is_active).toBe(0);
  });

  describe('roles', () => {
    it('makes a plain user without a token, whatever role the body asks for', async () => {
      const email = uniqueEmail();
      const res = await register(t, email, { role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect((await userRow(email)).role).toBe('user');
    });

    it('refuses a role other than user for a non-admin token (403)', async () => {
      const { token } = await signUp(t);
      const email = uniqueEmail();
      const res = await register(t, email, { role: 'keeper', token });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      const row = await t.app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('lets an admin create a keeper or an admin, who must still verify by code', async () => {
      for (const role of ['keeper', 'admin'] as const) {
        const email = uniqueEmail(role);
        const res = await register(t, email, { role, token: adminToken });
        expect(res.statusCode).toBe(200);
        expect(await userRow(email)).toMatchObject({ role, is_verified: 0 });
        const mail = await latestOutboxMail(t.config.dataDir, email);
        expect(mail?.text).toContain(`${role} account`);

        const early = await login(t, email);
        expect(early.statusCode).toBe(403);
        const verified = await post(t, '/auth/verify-otp', {
          email,
          otp: await t.mailedCode(email),
        });
        expect(verified.statusCode).toBe(200);
        expect(verified.json().user.role).toBe(role);
      }
    });

    it('does not let an anonymous re-registration take over a pending keeper account', async () => {
      const email = uniqueEmail('keeper');
      await register(t, email, { role: 'keeper', token: adminToken });
      const res = await register(t, email, { password: 'attacker password' });
      expect(res.statusCode).toBe(409);
      expect((await userRow(email)).role).toBe('keeper');
    });

    it('treats an invalid token like no token (role user)', async () => {
      const email = uniqueEmail();
      const res = await register(t, email, { role: 'admin', token: 'not-a-real-token' });
      expect(res.statusCode).toBe(200);
      expect((await userRow(email)).role).toBe('user');
    });
  });
});
