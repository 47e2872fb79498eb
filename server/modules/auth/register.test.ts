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

  it('answers a verified address exactly like a new one, in any letter case, and mails its owner instead', async () => {
    const { email } = await signUp(t, uniqueEmail(), { name: 'Owner' });
    const fresh = await register(t, uniqueEmail('fresh'));
    const mails = await outboxCount(t);
    const res = await register(t, email.toUpperCase(), { password: 'attacker password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: fresh.json().message, email });
    expect(await outboxCount(t)).toBe(mails + 1);
    const mail = await latestOutboxMail(t.config.dataDir, email);
    expect(mail?.subject).toMatch(/tried to register/);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    expect((await login(t, email, 'attacker password')).statusCode).toBe(400);
    expect((await login(t, email)).statusCode).toBe(200);
    // An admin is trusted: it still learns that the address is taken.
    const byAdmin = await register(t, email, { role: 'keeper', token: adminToken });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
  });

  it('gives each sign-up of a pending address its own code: a code confirms its own name and password', async () => {
    const email = uniqueEmail();
    await register(t, email, { name: 'First Try' });
    const firstCode = await t.mailedCode(email);
    const mails = await outboxCount(t);

    // Within a minute of the last code nothing happens: no new sign-up, nothing mailed.
    expect(
      (await register(t, email, { name: 'Second Try', password: 'another password' })).statusCode,
    ).toBe(200);
    expect(await outboxCount(t)).toBe(mails);
    expect((await userRow(email)).name).toBe('First Try');

    await ageCodes(t, email);
    expect(
      (await register(t, email, { name: 'Third Try', password: 'third password' })).statusCode,
    ).toBe(200);
    expect(await outboxCount(t)).toBe(mails + 1);
    const thirdMail = await latestOutboxMail(t.config.dataDir, email);
    expect(thirdMail?.text).toContain('"Third Try"');
    const thirdCode = await t.mailedCode(email);
    // The account itself is unchanged until a code is used.
    expect((await userRow(email)).name).toBe('First Try');

    const ok = await post(t, '/auth/verify-otp', { email, otp: thirdCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.name).toBe('Third Try');
    expect((await login(t, email, 'third password')).statusCode).toBe(200);
    expect((await login(t, email, PASSWORD)).statusCode).toBe(400);
    // Every other sign-up of the address is gone with its code.
    if (firstCode !== thirdCode) {
      expect((await post(t, '/auth/verify-otp', { email, otp: firstCode })).statusCode).toBe(400);
    }
  });

  it('never brings a deactivated account back, answers as for a new address, and mails nothing', async () => {
    const { email } = await signUp(t);
    await setActive(t, email, 0);
    const mails = await outboxCount(t);
    const res = await register(t, email, { password: 'attacker password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Registration successful. Please check your email for the verification code.',
      email,
    });
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
      await register(t, email, { role: 'keeper', token: adminToken, password: 'admin set it' });
      const code = await t.mailedCode(email);
      await ageCodes(t, email);
      const res = await register(t, email, { password: 'attacker password' });
      expect(res.statusCode).toBe(200);
      expect((await userRow(email)).role).toBe('keeper');
      expect((await latestOutboxMail(t.config.dataDir, email))?.subject).toMatch(
        /tried to register/,
      );
      const verified = await post(t, '/auth/verify-otp', { email, otp: code });
      expect(verified.statusCode).toBe(200);
      expect((await login(t, email, 'attacker password')).statusCode).toBe(400);
      expect((await login(t, email, 'admin set it')).statusCode).toBe(200);
    });

    it('treats an invalid token like no token (role user)', async () => {
      const email = uniqueEmail();
      const res = await register(t, email, { role: 'admin', token: 'not-a-real-token' });
      expect(res.statusCode).toBe(200);
      expect((await userRow(email)).role).toBe('user');
    });
  });
});
