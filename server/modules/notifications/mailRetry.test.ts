import { loadConfig } from '../../config';
import { JOB_DEFAULTS, retryDelayMs } from '../../jobs/worker';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser } from '../../test/fixtures';
import { api, makeItem } from '../../test/realtimeFixtures';
import { headerOf, startTestSmtp } from '../../test/smtpServer';
import { notificationJobLimits } from './mailJobs';

/** Polls the database until `check` holds (no fixed sleeps: the retries are milliseconds apart). */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * docs/product.md#e-mail: an SMTP outage delays mail and never loses it or slows a request. A
 * real SMTP server refuses in every way (a 451 to the message, a 421 at connection, the port
 * closed) and then recovers; retries are milliseconds apart here (MAIL_RETRY_BASE_MS).
 */
describe('mail through an SMTP outage', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp('hold');
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '10' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailJobs = () =>
    t.app.ctx.db
      .selectFrom('jobs')
      .select(['attempts', 'last_error'])
      .where('kind', '=', 'send-mail')
      .execute();

  it('answers the request at once, retries with backoff, and delivers once after recovery', async () => {
    const poster = await createUser(t, { name: 'Pat Poster' });
    const claimant = await createUser(t, { name: 'Alice' });
    const itemId = await makeItem(t.app.ctx.db, poster.id, { title: 'Black umbrella' });

    // The claim is answered while the SMTP server still holds its mail: the request never
    // waits for mail (were it waiting, this await would never end).
    const res = await api(t.app, 'POST', `/items/${itemId}/claim`, claimant);
    expect(res.status).toBe(200);
    const answer = await smtp.held;
    expect(smtp.received).toEqual([]);

    // 451 to the message, then connections refused with 421, then the port closed.
    smtp.setMode('refuse');
    answer(smtp.tempFail());
    const failedWith = (pattern: RegExp) =>
      until(async () => pattern.test((await mailJobs())[0]?.last_error ?? ''));
    await failedWith(/451/);
    await failedWith(/421/);
    await smtp.stop();
    await failedWith(/ECONNREFUSED/);
    // Past the 8 runs after which the worker drops other kinds of jobs.
    await until(async () => (await mailJobs())[0]?.attempts > JOB_DEFAULTS.maxAttempts);

    // The server is back: the mail arrives, exactly once, and nothing is left queued.
    smtp.setMode('accept');
    await smtp.restart();
    await smtp.delivered;
    await t.app.ctx.worker.idle();
    expect(smtp.received).toHaveLength(1);
    const [raw] = smtp.received;
    expect(headerOf(raw, 'To')).toBe(poster.email);
    expect(headerOf(raw, 'Subject')).toBe(
      'Lost & Found: Alice claimed your item "Black umbrella".',
    );
    expect(headerOf(raw, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/[^>]+\/api\/v1\/email\/unsubscribe\?token=[A-Za-z0-9_-]+>$/,
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await mailJobs()).toEqual([]);
  });

  it('keeps a mail for hours of outage before giving up, where other jobs give up in minutes', () => {
    const retriedFor = (limits: {
      maxAttempts: number;
      retryBaseMs: number;
      retryMaxMs: number;
    }) => {
      let ms = 0;
      for (let run = 1; run < limits.maxAttempts; run++) {
        ms += retryDelayMs(run, limits.retryBaseMs, limits.retryMaxMs);
      }
      return ms;
    };
    const mail = notificationJobLimits(loadConfig({}))['send-mail'];
    expect(retriedFor(mail)).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(retriedFor(JOB_DEFAULTS)).toBeLessThan(3600_000);
  });
});
