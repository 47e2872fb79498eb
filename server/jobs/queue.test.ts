import { openDatabase, type DbHandle } from '../db';
import { newId, nowIso } from '../lib/ids';
import { createTestApp, type TestApp } from '../test/testApp';
import { enqueue, keyedJobId } from './enqueue';
import { insertJob, pendingJobs } from './jobsRepository';
import { createJobWorker, retryDelayMs, type JobWorker, type JobWorkerOptions } from './worker';
import type { Db } from '../db';
import type { FastifyBaseLogger } from 'fastify';

/** A logger that remembers what was logged at error level. */
function quietLog() {
  const errors: string[] = [];
  const log = {
    error: (obj: unknown, msg?: string) => void errors.push(msg ?? String(obj)),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

async function addJob(
  db: Db,
  kind: string,
  payload: unknown,
  over: Partial<{ locked_by: string; locked_until: string; attempts: number }> = {},
) {
  const id = newId();
  await insertJob(db, {
    id,
    kind,
    payload: JSON.stringify(payload),
    run_at: nowIso(),
    attempts: over.attempts ?? 0,
    locked_until: over.locked_until ?? null,
    locked_by: over.locked_by ?? null,
    last_error: null,
    created_at: nowIso(),
  });
  return id;
}

describe('durable job queue', () => {
  let t: TestApp;
  let second: DbHandle;
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    // The app's own worker stays off: these tests drive workers of their own.
    t = await createTestApp({}, { role: 'web' });
    second = openDatabase(t.config);
  });
  afterAll(async () => {
    for (const w of workers) await w.close();
    await second.close();
    await t.close();
  });

  const worker = (db: Db, opts: Partial<JobWorkerOptions> = {}) => {
    const w = createJobWorker({
      db,
      dialect: t.app.ctx.dialect,
      log: quietLog().log,
      pollMs: 60_000,
      ...opts,
    });
    workers.push(w);
    return w;
  };

  it('waits exponentially longer after each failure, up to a cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
  });

  it('runs each job once when two workers on two connections race for them', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add(await addJob(t.app.ctx.db, 'race', { i }));
    const runs: { job: string; by: string }[] = [];
    const run = (by: string) => async (_payload: { i: number }, job: { id: string }) => {
      runs.push({ job: job.id, by });
      // Give the other worker a turn between claims.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = worker(t.app.ctx.db);
    const b = worker(second.db);
    a.start({ race: run('a') });
    b.start({ race: run('b') });
    await Promise.all([a.idle(), b.idle()]);

    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((r) => r.job))).toEqual(ids);
    expect(await pendingJobs(t.app.ctx.db, 'race')).toEqual([]);
  });

  it('runs interactive work before a bulk backlog, whatever was queued first', async () => {
    // An import's backlog queued first, then an ordinary post's match (docs/architecture.md#durable-jobs).
    for (let i = 0; i < 5; i++) await addJob(t.app.ctx.db, 'match-items', { itemIds: [`b${i}`] });
    // ...and its thousands of alert e-mails: a new post's match goes before those too.
    await addJob(t.app.ctx.db, 'send-mail', { notificationId: 'n1' });
    await addJob(t.app.ctx.db, 'match-item', { itemId: 'post' });
    const order: string[] = [];
    const w = worker(t.app.ctx.db);
    w.start({
      'match-items': async ({ itemIds }: { itemIds: string[] }) => void order.push(itemIds[0]!),
      'send-mail': async () => void order.push('mail'),
      'match-item': async ({ itemId }: { itemId: string }) => {
        order.push(itemId);
        // A post arriving while the bulk backlog runs goes next, not after it.
        if (itemId === 'post') await addJob(t.app.ctx.db, 'match-item', { itemId: 'later post' });
      },
    });
    await w.idle();
    expect(order.slice(0, 3)).toEqual(['post', 'later post', 'mail']);
    expect(order.slice(3).sort()).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
  });

  it('leaves bulk jobs to another worker while told to, and says when it claims one', async () => {
    await addJob(t.app.ctx.db, 'match-items', { itemIds: ['bulk'] });
    await addJob(t.app.ctx.db, 'send-mail', { notificationId: 'n2' });
    const ran: string[] = [];
    let elsewhere = true;
    let claimedBulk = 0;
    const w = worker(t.app.ctx.db, {
      bulkElsewhere: () => elsewhere,
      onBulkClaimed: () => void claimedBulk++,
    });
    w.start({
      'match-items': async () => void ran.push('bulk'),
      'send-mail': async () => void ran.push('mail'),
    });
    await w.idle();
    expect(ran).toEqual(['mail']);
    expect(claimedBulk).toBe(0);
    expect((await pendingJobs(t.app.ctx.db, 'match-items')).length).toBe(1);
    // The other worker is gone: the bulk job is this one's again.
    elsewhere = false;
    await w.idle();
    expect(ran).toEqual(['mail', 'bulk']);
    expect(claimedBulk).toBe(1);
  });

  it('retries a failing job with backoff, keeping the error, until it succeeds', async () => {
    const id = await addJob(t.app.ctx.db, 'flaky', { n: 1 });
    const failedAt: number[] = [];
    let succeeded!: () => void;
    const done = new Promise<void>((resolve) => (succeeded = resolve));
    const w = worker(t.app.ctx.db, { retryBaseMs: 50, retryMaxMs: 1000, maxAttempts: 5 });
    const seen: { attempts: number; runAt: string; lastError: string | null }[] = [];
    w.start({
      flaky: async (_p: { n: number }, job: { attempts: number }) => {
        if (job.attempts > 1) {
          // What the previous failure left in the table.
          const [row] = await pendingJobs(t.app.ctx.db, 'flaky');
          seen.push({ attempts: row.attempts, runAt: row.run_at, lastError: row.last_error });
        }
        if (job.attempts < 3) {
          failedAt.push(Date.now());
          throw new Error(`boom ${job.attempts}`);
        }
        succeeded();
      },
    });
    await done;
    await w.idle();

    expect(seen.map((s) => [s.attempts, s.lastError])).toEqual([
      [2, 'boom 1'],
      [3, 'boom 2'],
    ]);
    // Each retry was scheduled no earlier than its backoff (50 ms, then 100 ms) after failing.
    expect(Date.parse(seen[0].runAt) - failedAt[0]).toBeGreaterThanOrEqual(50);
    expect(Date.parse(seen[1].runAt) - failedAt[1]).toBeGreaterThanOrEqual(100);
    expect((await pendingJobs(t.app.ctx.db)).map((j) => j.id)).not.toContain(id);
  });

  it('gives up after the last attempt and logs it', async () => {
    await addJob(t.app.ctx.db, 'doomed', {});
    const { log, errors } = quietLog();
    let runs = 0;
    let last!: () => void;
    const lastRun = new Promise<void>((resolve) => (last = resolve));
    const w = worker(t.app.ctx.db, { log, retryBaseMs: 10, maxAttempts: 2 });
    w.start({
      doomed: async () => {
        runs += 1;
        if (runs === 2) last();
        throw new Error('always');
      },
    });
    await lastRun;
    await w.idle();

    expect(runs).toBe(2);
    expect(errors).toContain('job failed for the last time; dropped');
    expect(await pendingJobs(t.app.ctx.db, 'doomed')).toEqual([]);
  });

  it('takes over a job whose worker died mid-run (its lease ran out)', async () => {
    const expired = new Date(Date.now() - 1000).toISOString();
    const id = await addJob(
      t.app.ctx.db,
      'orphan',
      { n: 7 },
      { locked_by: 'dead-host:1', locked_until: expired, attempts: 1 },
    );
    const ran: string[] = [];
    const w = worker(t.app.ctx.db);
    w.start({ orphan: async (_p: { n: number }, job: { id: string }) => void ran.push(job.id) });
    await w.idle();

    expect(ran).toEqual([id]);
    expect(await pendingJobs(t.app.ctx.db, 'orphan')).toEqual([]);
  });

  it('leaves a job alone while another worker holds its lease, and kinds it cannot run', async () => {
    const leased = await addJob(
      t.app.ctx.db,
      'busy',
      {},
      { locked_by: 'other-host:2', locked_until: new Date(Date.now() + 60_000).toISOString() },
    );
    await addJob(t.app.ctx.db, 'from-a-newer-version', {});
    const ran: string[] = [];
    const w = worker(t.app.ctx.db);
    w.start({ busy: async () => void ran.push('busy') });
    await w.idle();

    expect(ran).toEqual([]);
    const left = await pendingJobs(t.app.ctx.db);
    expect(left.map((j) => j.id)).toContain(leased);
    expect(left.map((j) => j.kind)).toContain('from-a-newer-version');
  });

  it('queues a keyed job once while it is pending, even inside a transaction', async () => {
    const db = t.app.ctx.db;
    const runAt = new Date(Date.now() + 3_600_000);
    const day = '2001-02-03';
    expect(await enqueue(db, 'disposal-warnings', { day }, { runAt, key: day })).toBe(true);
    // A second instance, a rerun: the same key is a no-op, and the first row stays as it was.
    expect(await enqueue(db, 'disposal-warnings', { day: 'other' }, { key: day })).toBe(false);
    // On PostgreSQL a failed insert would abort the transaction; on conflict it does nothing.
    const after = await db.transaction().execute(async (trx) => {
      const again = await enqueue(trx, 'disposal-warnings', { day }, { key: day });
      const next = await enqueue(
        trx,
        'disposal-warnings',
        { day: '2001-02-04' },
        { key: '2001-02-04' },
      );
      return [again, next];
    });
    expect(after).toEqual([false, true]);
    // Unkeyed jobs get random ids: each enqueue queues one.
    expect(await enqueue(db, 'delete-photos', { keys: ['a'] }, { runAt })).toBe(true);
    expect(await enqueue(db, 'delete-photos', { keys: ['a'] }, { runAt })).toBe(true);

    const warnings = await pendingJobs(db, 'disposal-warnings');
    expect(warnings.map((j) => [j.id, j.payload, j.run_at])).toEqual([
      [
        keyedJobId('disposal-warnings', '2001-02-04'),
        JSON.stringify({ day: '2001-02-04' }),
        expect.any(String),
      ],
      [keyedJobId('disposal-warnings', day), JSON.stringify({ day }), runAt.toISOString()],
    ]);
    expect(await pendingJobs(db, 'delete-photos')).toHaveLength(2);
    await db
      .deleteFrom('jobs')
      .where('kind', 'in', ['disposal-warnings', 'delete-photos'])
      .execute();
  });
});
