import { hashPassword } from '../../lib/secrets';
import { newId } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser } from '../../test/fixtures';
import { headerOf, startTestSmtp } from '../../test/smtpServer';
import { REGISTERED } from './accountRules';
import { PASSWORD, ageCodes, login, post, register, uniqueEmail } from './testHelpers';

/** Polls until `check` holds (the retries are milliseconds apart: MAIL_RETRY_BASE_MS). */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * docs/architecture.md#durable-jobs: account mail (codes, notices) is a durable job like
 * notification mail. A real SMTP server answers 421, then 451, then is down, then returns: the
 * requests answered as before, and each mail arrives exactly once afterwards, its code working.
 */
describe('account mail through an SMTP outage', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp('refuse');
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '10', RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const accountJobs = () =>
    t.app.ctx.db
      .selectFrom('jobs')
      .select(['attempts', 'last_error', 'payload'])
      .where('kind', '=', 'account-mail')
      .execute();
  const mailsTo = (email: string) =>
    smtp.received.filter((raw) => headerOf(raw, 'To') === email.toLowerCase());
  const subjects = (email: string) => mailsTo(email).map((raw) => headerOf(raw, 'Subject'));
  const codeIn = (raw: string) => raw.match(/Your code: (\d{6})/)?.[1];

  /**
   * Every queued account mail was refused with 421; then mail is answered 451, then the port is
   * closed, then SMTP is back. (Each phase is as short as the retries allow: the longer the
   * outage, the longer the wait after it, as the backoff doubles.)
   */
  async function outageThenRecovery(queued: number) {
    expect(await accountJobs()).toHaveLength(queued);
    const failedWith = (pattern: RegExp, all: boolean) =>
      until(`mail to fail with ${pattern}`, async () => {
        const jobs = await accountJobs();
        const failed = (j: (typeof jobs)[number]) => pattern.test(j.last_error ?? '');
        return all ? jobs.every(failed) : jobs.some(failed);
      });
    const allFailedWith = (pattern: RegExp) => failedWith(pattern, true);
    const someFailedWith = (pattern: RegExp) => failedWith(pattern, false);
    await allFailedWith(/421/);
    smtp.setMode('tempfail');
    await someFailedWith(/451/);
    await smtp.stop();
    await someFailedWith(/ECONNREFUSED/);
    smtp.setMode('accept');
    await smtp.restart();
    // Sent, and the rows (with the plaintext codes) gone.
    await until('every mail to be sent', async () => (await accountJobs()).length === 0);
    await t.app.ctx.worker.idle();
  }

  it('registration answers as before while SMTP is out; each sign-up then gets exactly one mail', async () => {
    const before = smtp.received.length;
    const fresh = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    const owner = await createUser(t, { name: 'Olga Owner' });
    for (const email of [...fresh, owner.email]) {
      const res = await register(t, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: REGISTERED, email: email.toLowerCase() });
    }
    // Tried once already (register's helper waits for the after-answer work and its first try).
    expect(smtp.received).toHaveLength(before);
    expect(smtp.refused['421']).toBeGreaterThanOrEqual(4);
    // The outage outlasts the codes' ten minutes: their lifetime restarts when the mail goes out.
    await t.app.ctx.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

    await outageThenRecovery(4);

    expect(smtp.received).toHaveLength(before + 4);
    for (const email of fresh) {
      expect(subjects(email)).toEqual(['Lost & Found: your verification code']);
      const otp = codeIn(mailsTo(email)[0]);
      const verified = await post(t, '/auth/verify-otp', { email, otp });
      expect(verified.statusCode).toBe(200);
    }
    expect(subjects(owner.email)).toEqual([
      'Lost & Found: someone tried to register with your address',
    ]);
  });

  it('a password reset code and a sign-in lock notice wait out the outage too', async () => {
    smtp.setMode('refuse');
    const before = smtp.received.length;
    const resetter = await createUser(t, { name: 'Rita Reset' });
    const lockee = await createUser(t, { name: 'Lars Locked' });
    await t.app.ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', 'in', [resetter.id, lockee.id])
      .execute();

    const forgot = await post(t, '/auth/forgot-password', { email: resetter.email });
    expect(forgot.statusCode).toBe(200);
    // Nine failures a minute ago (past their growing wait): the tenth locks sign-in.
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    await t.app.ctx.db
      .insertInto('auth_failures')
      .values(
        Array.from({ length: 9 }, () => ({
          id: newId(),
          kind: 'login' as const,
          subject: lockee.email,
          created_at: aMinuteAgo,
        })),
      )
      .execute();
    expect((await login(t, lockee.email, 'wrong password 1')).statusCode).toBe(400);
    expect((await login(t, lockee.email, PASSWORD)).statusCode).toBe(429);

    await outageThenRecovery(2);

    expect(smtp.received).toHaveLength(before + 2);
    expect(subjects(resetter.email)).toEqual(['Lost & Found: your password reset code']);
    const otp = codeIn(mailsTo(resetter.email)[0]);
    const verified = await post(t, '/auth/verify-otp', { email: resetter.email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().resetToken).toEqual(expect.any(String));
    expect(subjects(lockee.email)).toEqual(['Lost & Found: sign-in locked after failed attempts']);
  });

  it('sends only the newest code when a re-send superseded one that was still waiting', async () => {
    smtp.setMode('refuse');
    const email = uniqueEmail('resend');
    await register(t, email);
    await ageCodes(t, email);
    // "Resend OTP": a fresh code for the sign-up supersedes the one still waiting to be sent.
    await post(t, '/auth/forgot-password', { email, purpose: 'verify' });

    smtp.setMode('accept');
    await until('the newest code to be sent', async () => (await accountJobs()).length === 0);
    await t.app.ctx.worker.idle();

    // One mail, and its code is the newest (a superseded one would be refused).
    expect(mailsTo(email)).toHaveLength(1);
    const verified = await post(t, '/auth/verify-otp', { email, otp: codeIn(mailsTo(email)[0]) });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps the code in the job only until it is sent, and never in the code row', async () => {
    smtp.setMode('refuse');
    const email = uniqueEmail('secret');
    await register(t, email);
    const [job] = (await accountJobs()).filter((j) => j.payload.includes(email));
    const code = (JSON.parse(job.payload) as { mail: { text: string } }).mail.text.match(
      /Your code: (\d{6})/,
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.app.ctx.db.selectFrom('account_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);

    smtp.setMode('accept');
    await until('the code to be sent', async () => (await accountJobs()).length === 0);
    expect(codeIn(mailsTo(email)[0])).toBe(code);
  });
});
