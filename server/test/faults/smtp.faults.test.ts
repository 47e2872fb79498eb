import { createTestApp, type TestApp } from '../testApp';
import { createUser, type TestUser } from '../fixtures';
import { makeItem } from '../realtimeFixtures';
import { headerOf, startTestSmtp } from '../smtpServer';
import { describeFaults } from './describeFaults';

/**
 * The mail server fails under traffic (docs/architecture.md#durable-jobs): it answers 421 to
 * every connection, then 451 to every message, then is down (the port closed), then returns.
 * Meanwhile people register, ask for reset codes and claim items (whose posters are mailed).
 * Every answer is the usual one (no 5xx), nothing arrives during the outage, and once the server
 * is back each mail arrives exactly once within 30 s, its code still working. The jobs run in
 * the job thread, as in production (ROLE=all).
 */

const REGISTRATIONS_PER_PHASE = 7;
const PHASE_MS = 2500;
const REGISTERED = 'Registration successful. Please check your email for the verification code.';

type Answer = { status: number; body: Record<string, unknown> };
/** A read that got no answer at all (counted as a failure below). */
const NO_ANSWER = { what: 'browse', status: 599 };

type Scene = {
  claimant: TestUser;
  /** One per phase: asks for a reset code. */
  resetters: TestUser[];
  /** One per phase: their item is claimed, so they are mailed. */
  posters: { user: TestUser; itemId: string }[];
  registered: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

describeFaults('SMTP answers 421, then 451, then is down, then returns, under traffic', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let t: TestApp;
  let url: string;
  const answers: { what: string; status: number }[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp('refuse');
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: '10',
      RATE_LIMIT: 'off',
      // As in production: the durable jobs, and so the mail, run in the job thread.
      JOB_RUNNER: 'thread',
    });
    url = await t.listen();
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function call(what: string, method: string, path: string, json?: unknown, token?: string) {
    const res = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: token } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    answers.push({ what, status: res.status });
    return { status: res.status, body: text ? JSON.parse(text) : {} } as Answer;
  }

  const mailJobs = () =>
    t.app.ctx.db
      .selectFrom('jobs')
      .select(['kind', 'last_error'])
      .where('kind', 'in', ['account-mail', 'send-mail'])
      .execute();
  const mailsTo = (email: string) =>
    smtp.received.filter((raw) => headerOf(raw, 'To') === email.toLowerCase());
  const codeIn = (raw: string) => raw.match(/Your code: (\d{6})/)?.[1];

  /** One phase's traffic: sign-ups, a reset code, a claim (whose poster is mailed). */
  async function burst(scene: Scene, phase: number) {
    const emails = Array.from(
      { length: REGISTRATIONS_PER_PHASE },
      (_, i) => `smtp.fault.${phase}.${Date.now().toString(36)}.${i}@campus.test`,
    );
    scene.registered.push(...emails);
    const { itemId } = scene.posters[phase];
    const results = await Promise.all([
      ...emails.map((email) =>
        call('register', 'POST', '/auth/register', {
          name: 'Sam Signup',
          email,
          password: 'correct horse battery',
        }),
      ),
      call('forgot', 'POST', '/auth/forgot-password', { email: scene.resetters[phase].email }),
      call('claim', 'POST', `/items/${itemId}/claim`, undefined, scene.claimant.token),
    ]);
    for (const [i, email] of emails.entries()) {
      expect(results[i]).toEqual({ status: 200, body: { message: REGISTERED, email } });
    }
    expect(results.slice(emails.length).map((r) => r.status)).toEqual([200, 200]);
  }

  /** 421, then 451, then down, each phase under traffic; then back. Resolves once all is sent. */
  async function outageUnderTraffic(scene: Scene) {
    // 421 to every connection.
    await burst(scene, 0);
    await until('a 421', () => smtp.refused['421'] > 0, 10_000);
    await sleep(PHASE_MS);
    // 451 to every message.
    smtp.setMode('tempfail');
    await burst(scene, 1);
    await until('a 451', () => smtp.refused['451'] > 0, 10_000);
    await sleep(PHASE_MS);
    // Down: the port is closed.
    await smtp.stop();
    await burst(scene, 2);
    await until(
      'a refused connection',
      async () => (await mailJobs()).some((j) => /ECONNREFUSED/.test(j.last_error ?? '')),
      10_000,
    );
    await sleep(PHASE_MS);
    expect(smtp.received).toEqual([]);
    const queued = await mailJobs();
    // A verification code per sign-up, a reset code per resetter, a mail per claimed item.
    expect(queued.filter((j) => j.kind === 'account-mail')).toHaveLength(
      scene.registered.length + 3,
    );
    expect(queued.filter((j) => j.kind === 'send-mail')).toHaveLength(3);

    // Back: everything arrives within 30 s, and then nothing more is on its way.
    smtp.setMode('accept');
    await smtp.restart();
    const expected = scene.registered.length + 3 + 3;
    await until('every mail', () => smtp.received.length >= expected, 30_000);
    await until('the mail queue to empty', async () => (await mailJobs()).length === 0, 10_000);
    await sleep(500);
    expect(smtp.received).toHaveLength(expected);
  }

  it('delivers every code and notice exactly once after the outage, and answers as usual throughout', async () => {
    const scene: Scene = {
      claimant: await createUser(t, { name: 'Alice' }),
      resetters: [],
      posters: [],
      registered: [],
    };
    for (let i = 0; i < 3; i++) {
      scene.resetters.push(await createUser(t, { name: `Rita ${i}` }));
      const poster = await createUser(t, { name: `Pat ${i}` });
      scene.posters.push({ user: poster, itemId: await makeItem(t.app.ctx.db, poster.id) });
    }

    // Reads go on all along, mail or no mail.
    let reading = true;
    const reads = (async () => {
      while (reading) {
        await call('browse', 'GET', '/items?limit=5').catch(() => answers.push(NO_ANSWER));
        await sleep(100);
      }
    })();
    try {
      await outageUnderTraffic(scene);
    } finally {
      reading = false;
      await reads;
    }

    // Each mail once, and each code still works (its lifetime starts when it is sent).
    for (const email of scene.registered) {
      const mails = mailsTo(email);
      expect(mails.map((raw) => headerOf(raw, 'Subject'))).toEqual([
        'Lost & Found: your verification code',
      ]);
      const otp = codeIn(mails[0]);
      const verified = await call('verify', 'POST', '/auth/verify-otp', { email, otp });
      expect(verified.status).toBe(200);
    }
    for (const { email } of scene.resetters) {
      const mails = mailsTo(email);
      expect(mails.map((raw) => headerOf(raw, 'Subject'))).toEqual([
        'Lost & Found: your password reset code',
      ]);
      const otp = codeIn(mails[0]);
      const verified = await call('verify reset', 'POST', '/auth/verify-otp', { email, otp });
      expect(verified.body.resetToken).toEqual(expect.any(String));
    }
    for (const { user } of scene.posters) {
      expect(mailsTo(user.email).map((raw) => headerOf(raw, 'Subject'))).toEqual([
        expect.stringMatching(/^Lost & Found: Alice claimed your item/),
      ]);
    }
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.what === 'browse').length).toBeGreaterThan(20);
  }, 60_000);
});
