import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createUser } from '../../test/fixtures';
import { api, makeConversation } from '../../test/realtimeFixtures';
import { digestJobId, nextDigestAt } from './digestSchedule';
import { digestJobs, outboxTo, runDigestNow } from './testHelpers';
import type { FastifyInstance } from 'fastify';

const HOUR = 7;
const DAY_MS = 24 * 3600_000;

describe('nextDigestAt', () => {
  it('is the next DIGEST_HOUR:00 in server local time, never the moment itself', () => {
    expect(nextDigestAt(new Date(2025, 0, 31, 7, 59), 8)).toEqual(new Date(2025, 0, 31, 8));
    expect(nextDigestAt(new Date(2025, 0, 31, 8), 8)).toEqual(new Date(2025, 1, 1, 8));
    expect(nextDigestAt(new Date(2025, 11, 31, 23, 30), 0)).toEqual(new Date(2026, 0, 1, 0));
  });
});

/** docs/product.md#e-mail: one digest a day, however many instances, across restarts. */
describe('the daily digest job', () => {
  let t: TestApp;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await createTestApp({ DIGEST_HOUR: String(HOUR) });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
  });

  /** Another server on the same database (its worker off: the first one runs the jobs). */
  const instance = async () => {
    const app = await buildApp({ ...t.config, role: 'web' }, { logger: false, realtime: false });
    others.push(app);
    return app;
  };

  it('is queued once at start, for the next DIGEST_HOUR', async () => {
    const jobs = await digestJobs(t);
    expect(jobs).toHaveLength(1);
    const at = new Date(jobs[0].run_at);
    expect([at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([HOUR, 0, 0]);
    expect(at.getTime() - Date.now()).toBeGreaterThan(0);
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS + 3600_000);
    expect(jobs[0].id).toBe(digestJobId(at));
    expect(JSON.parse(jobs[0].payload)).toEqual({ at: jobs[0].run_at });

    // A restart keeps it.
    await instance();
    expect(await digestJobs(t)).toEqual(jobs);
  });

  it('is queued once when two instances start together on one database', async () => {
    const before = await digestJobs(t);
    await t.app.ctx.db.deleteFrom('jobs').where('kind', '=', 'email-digest').execute();
    expect(await digestJobs(t)).toEqual([]);

    await Promise.all([instance(), instance()]);
    const jobs = await digestJobs(t);
    expect(jobs.map((j) => [j.id, j.run_at])).toEqual(before.map((j) => [j.id, j.run_at]));
  });

  it('sends the digest when due and queues the next day’s in its place', async () => {
    const owner = await createUser(t, { name: 'Mia' });
    const sender = await createUser(t, { name: 'Noah' });
    const { conversationId } = await makeConversation(t.app, sender, owner);
    const sent = await api(t.app, 'POST', `/messages/${conversationId}/messages`, sender, {
      content: 'found it?',
    });
    expect(sent.status).toBe(201);
    const [due] = await digestJobs(t);
    const at = new Date(JSON.parse(due.payload).at);

    await runDigestNow(t);
    expect(await outboxTo(t, owner.email)).toHaveLength(1);
    const next = nextDigestAt(at, HOUR);
    const jobs = await digestJobs(t);
    expect(jobs).toEqual([
      expect.objectContaining({ id: digestJobId(next), run_at: next.toISOString(), attempts: 0 }),
    ]);
    expect(next.getTime() - at.getTime()).toBeGreaterThanOrEqual(DAY_MS - 3600_000);
    expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(DAY_MS + 3600_000);

    // Run again (a rerun after a crash, or the next day): nothing new to send, one job left.
    await runDigestNow(t);
    expect(await outboxTo(t, owner.email)).toHaveLength(1);
    expect(await digestJobs(t)).toHaveLength(1);
  });
});
