import os from 'node:os';
import { newId } from '../lib/ids';
import { outageBackoff } from '../db/outage';
import { BULK_KINDS, URGENT_KINDS } from './kinds';
import { claimJob, deleteJob, nextRunAt, retryJobLater, type ClaimedJob } from './jobsRepository';
import type { Db, Dialect } from '../db';
import type { FastifyBaseLogger } from 'fastify';

/** A job's code: gets the parsed payload; throwing retries the job later. */
export type JobHandler = (payload: never, job: ClaimedJob) => Promise<void>;

export type JobWorkerOptions = {
  db: Db;
  dialect: Dialect;
  log: FastifyBaseLogger;
  /** How often to look for jobs other processes queued (or whose lease ran out). */
  pollMs?: number;
  /** How long a claimed job is this worker's; after that another worker may take it over. */
  leaseMs?: number;
  /** Runs of one job before it is dropped (logged as an error). */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further failure, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Other limits for some kinds (mail must outlast an SMTP outage: jobKindLimits). */
  kindLimits?: Record<string, Partial<Pick<JobWorkerOptions, LimitName>>>;
  /**
   * While this answers true, bulk kinds are left to another worker (the job thread while its
   * catch-up thread runs: server/jobs/threadedWorker.ts).
   */
  bulkElsewhere?: () => boolean;
  /** Called each time this worker claims a bulk job. */
  onBulkClaimed?: () => void;
};
type LimitName = 'maxAttempts' | 'retryBaseMs' | 'retryMaxMs';

export type JobWorker = {
  /** Appears in `jobs.locked_by` while this worker runs a job. */
  readonly id: string;
  /** Starts polling and running jobs of these kinds (only these: another version's are left). */
  start(handlers: Record<string, JobHandler>): void;
  /** Looks for due jobs now (after committing an enqueue); no-op before start or after close. */
  wake(): void;
  /** Runs every job due now, including those they queue, and resolves when none is left. */
  idle(): Promise<void>;
  /** Stops claiming and waits for the running job (at most `timeoutMs`). */
  close(timeoutMs?: number): Promise<void>;
};

export const JOB_DEFAULTS = {
  pollMs: 1000,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
};

/** The wait before the next run after `attempts` failed runs: exponential, capped. */
export const retryDelayMs = (attempts: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

// Never spin: a due job this worker could not claim (another one is taking it) waits this long.
const MIN_DELAY_MS = 10;

/**
 * One worker per process over the `jobs` table (docs/architecture.md#durable-jobs). It runs one
 * job at a time: claim (atomically, with a lease), run, delete; a failure is retried with
 * exponential backoff and dropped after `maxAttempts` runs. It wakes at once after a local
 * enqueue, when the next retry is due, and otherwise polls, so jobs queued by other processes,
 * or left behind by a process that died mid-job, are found too.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const o = {
    pollMs: opts.pollMs ?? JOB_DEFAULTS.pollMs,
    leaseMs: opts.leaseMs ?? JOB_DEFAULTS.leaseMs,
    maxAttempts: opts.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
    retryBaseMs: opts.retryBaseMs ?? JOB_DEFAULTS.retryBaseMs,
    retryMaxMs: opts.retryMaxMs ?? JOB_DEFAULTS.retryMaxMs,
  };
  const { db, dialect, log } = opts;
  const id = `${os.hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  let handlers: Map<string, JobHandler> | null = null;
  let kinds: string[] = [];
  let urgentKinds: string[] = [];
  let interactiveKinds: string[] = [];
  let bulkKinds: string[] = [];
  let closed = false;
  let again = false;
  let pass: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  // While claims fail (the database restarts or fails over) the worker waits 1 s doubling to
  // 10 s instead of polling, and logs the outage once (docs/deploy.md#when-something-fails).
  const outage = outageBackoff('job worker', log);
  let backoffMs: number | null = null;

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(wake, ms);
    // The timer never keeps the process (or a test run) alive on its own.
    timer.unref();
  }

  function wake() {
    if (!handlers || closed) return;
    again = true;
    if (!pass) pass = drain();
  }

  /** Runs due jobs until none is left; a wake during the pass makes it look again. */
  async function drain() {
    try {
      while (again && !closed) {
        again = false;
        clearTimeout(timer);
        backoffMs = null;
        while (!closed && (await runOne()));
        if (closed || again) continue;
        const delay = backoffMs ?? (await nextDelay());
        if (!again && !closed) schedule(delay);
      }
    } finally {
      pass = null;
    }
  }

  async function runOne(): Promise<boolean> {
    const now = Date.now();
    let job: ClaimedJob | undefined;
    try {
      // What a person waits for first, then the other interactive work, and a bulk job only when
      // no other job is due (jobs/kinds.ts URGENT_KINDS, BULK_KINDS).
      const bulk = opts.bulkElsewhere?.() ? [] : bulkKinds;
      for (const group of [urgentKinds, interactiveKinds, bulk]) {
        if (group.length === 0) continue;
        job = await claimJob(db, dialect, {
          workerId: id,
          kinds: group,
          now: new Date(now).toISOString(),
          leaseUntil: new Date(now + o.leaseMs).toISOString(),
        });
        if (job) break;
      }
    } catch (err) {
      backoffMs = outage.failed(err);
      return false;
    }
    outage.succeeded();
    if (!job) return false;
    if (bulkKinds.includes(job.kind)) opts.onBulkClaimed?.();
    await execute(job);
    return true;
  }

  async function execute(job: ClaimedJob) {
    const label = { id: job.id, kind: job.kind, attempts: job.attempts };
    const limits = { ...o, ...opts.kindLimits?.[job.kind] };
    try {
      // Claimed again after its lease ran out each time: its process keeps dying on it.
      if (job.attempts > limits.maxAttempts) throw new Error('gave up: the job outlived its lease');
      await handlers!.get(job.kind)!(JSON.parse(job.payload) as never, job);
      await deleteJob(db, job.id, id);
    } catch (err) {
      try {
        if (job.attempts >= limits.maxAttempts) {
          log.error({ err, job: label }, 'job failed for the last time; dropped');
          await deleteJob(db, job.id, id);
        } else {
          const delay = retryDelayMs(job.attempts, limits.retryBaseMs, limits.retryMaxMs);
          log.warn({ err, job: label, retryInMs: delay }, 'job failed; will retry');
          const runAt = new Date(Date.now() + delay).toISOString();
          await retryJobLater(db, job.id, id, runAt, errorText(err));
        }
      } catch (dbErr) {
        // The lease runs out and the job is claimed again: nothing is lost.
        log.error({ err: dbErr, job: label }, 'could not record a failed job');
      }
    }
  }

  async function nextDelay(): Promise<number> {
    try {
      // Bulk jobs left to another worker would otherwise look due here every 10 ms.
      const mine = opts.bulkElsewhere?.() ? kinds.filter((k) => !bulkKinds.includes(k)) : kinds;
      const at = await nextRunAt(db, mine);
      if (!at) return o.pollMs;
      return Math.min(o.pollMs, Math.max(MIN_DELAY_MS, Date.parse(at) - Date.now()));
    } catch {
      return o.pollMs;
    }
  }

  return {
    id,
    start(map) {
      if (handlers || closed) return;
      handlers = new Map(Object.entries(map));
      kinds = [...handlers.keys()];
      bulkKinds = kinds.filter((k) => (BULK_KINDS as readonly string[]).includes(k));
      urgentKinds = kinds.filter((k) => (URGENT_KINDS as readonly string[]).includes(k));
      interactiveKinds = kinds.filter((k) => !bulkKinds.includes(k) && !urgentKinds.includes(k));
      wake();
    },
    wake,
    async idle() {
      wake();
      while (pass) await pass;
    },
    async close(timeoutMs = 10_000) {
      closed = true;
      clearTimeout(timer);
      if (!pass) return;
      let limit: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        limit = setTimeout(() => {
          log.error('a job was still running at close; its lease will expire and it will rerun');
          resolve();
        }, timeoutMs);
        limit.unref();
      });
      await Promise.race([pass, late]);
      clearTimeout(limit);
    },
  };
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);
