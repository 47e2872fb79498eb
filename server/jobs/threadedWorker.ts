import { startThread } from '../lib/threads';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Metrics } from '../metrics/metrics';
import type { Realtime } from '../realtime/types';
import type { FromJobThread, JobThreadData, ToJobThread } from './threadMessages';
import type { JobWorker } from './worker';

export type ThreadedWorkerOptions = {
  config: Config;
  /** SQLite: the write-lock priority cell shared with the thread (db/writePriority.ts). */
  writeCell?: Int32Array;
  log: FastifyBaseLogger;
  /** Read at each message, since the socket server is attached after the worker is made. */
  realtime: () => Realtime;
  metrics: Metrics;
};

/**
 * The thread's young generation, in MB, as the search thread's: V8's default let it take 18 MB
 * of the process's memory at 100,000 items, where a job's garbage is a few MB at a time
 * (docs/performance.md#the-job-threads-memory).
 */
export const JOB_THREAD_YOUNG_MB = 8;

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;

/**
 * The durable job worker of ROLE=all, run in a worker thread (server/threads/jobThread.ts) so
 * that matching, saved-search checks, digests, disposal warnings and mail never hold the event
 * loop that answers requests (docs/architecture.md#background-work). Same interface as the
 * in-process worker: services call `wake()` after committing; tests call `idle()`. A thread
 * that dies is started again (its claimed job's lease runs out and the job reruns).
 *
 * The job thread runs at nice 19. While bulk jobs are due (an import's batches, their matching
 * and saved-search checks), a second thread, the catch-up thread, runs jobs too at the normal
 * priority, and the job thread leaves bulk jobs to it; it ends when none has been due for a
 * moment. At nice 19 alone an import got almost no CPU on a machine whose cores were busy
 * answering searches (docs/performance.md#import-figures). A thread's priority can only be
 * lowered without privileges, so it is a thread of its own, started at the main thread's.
 */
export function createThreadedWorker(opts: ThreadedWorkerOptions): JobWorker & {
  readonly thread: Worker | null;
  readonly catchUpThread: Worker | null;
  /** The nice value each thread reported when it started (diagnostics, tests). */
  readonly nice: { jobs?: number; catchUp?: number };
} {
  const { log } = opts;
  let thread: Worker | null = null;
  let catchUp: Worker | null = null;
  let catchUpAfter = 0;
  const catchUpCell = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const nice: { jobs?: number; catchUp?: number } = {};
  let started = false;
  let closing = false;
  let restartMs = RESTART_FIRST_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  /** Who waits for `idle`, by id, with the thread that is to answer. */
  const idleWaiters = new Map<number, { from: Worker; resolve: () => void }>();
  const closeWaiters = new Map<Worker, () => void>();

  const running = () => [thread, catchUp].filter((t): t is Worker => t !== null);
  const post = (message: ToJobThread) => running().forEach((t) => t.postMessage(message));

  function onMessage(from: Worker, message: FromJobThread) {
    switch (message.type) {
      case 'started':
        if (from === catchUp) {
          nice.catchUp = message.nice;
        } else {
          nice.jobs = message.nice;
          restartMs = RESTART_FIRST_MS;
        }
        return;
      case 'bulk':
        startCatchUp();
        return;
      case 'idle':
        idleWaiters.get(message.id)?.resolve();
        idleWaiters.delete(message.id);
        return;
      case 'closed':
        closeWaiters.get(from)?.();
        return;
      case 'realtime': {
        const realtime = opts.realtime() as unknown as Record<string, (...a: unknown[]) => void>;
        realtime[message.call]!(...message.args);
        return;
      }
      case 'metric': {
        const metrics = opts.metrics as unknown as Record<string, (...a: unknown[]) => void>;
        metrics[message.call]!(...message.args);
        return;
      }
    }
  }

  /** Nobody waits for idle on a thread that is gone (a new one runs its jobs anyway). */
  function gone(t: Worker) {
    for (const [id, waiter] of idleWaiters) {
      if (waiter.from !== t) continue;
      waiter.resolve();
      idleWaiters.delete(id);
    }
    closeWaiters.get(t)?.();
  }

  function startJobThread(catchUpThread: boolean): Worker {
    const data: JobThreadData = {
      config: opts.config,
      writeCell: opts.writeCell,
      catchUpCell,
      catchUp: catchUpThread,
    };
    const t = startThread(
      'jobThread',
      { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: JOB_THREAD_YOUNG_MB } },
      { background: !catchUpThread },
    );
    // A thread never keeps the process alive on its own (close() ends it deliberately).
    t.unref();
    t.on('message', (message: FromJobThread) => onMessage(t, message));
    return t;
  }

  function spawn() {
    const t = startJobThread(false);
    thread = t;
    t.on('error', (err) => log.error({ err }, 'job thread failed'));
    t.on('exit', (code) => {
      if (thread === t) thread = null;
      gone(t);
      if (closing) return;
      log.error({ code, restartInMs: restartMs }, 'job thread exited; starting it again');
      restartTimer = setTimeout(spawn, restartMs);
      restartTimer.unref();
      restartMs = Math.min(RESTART_MAX_MS, restartMs * 2);
    });
  }

  /**
   * Started when the job thread asks (at each bulk job it claims); after one that failed, not
   * before RESTART_MAX_MS, so a thread that cannot start is not started at every batch.
   */
  function startCatchUp() {
    if (catchUp || closing || !started || Date.now() < catchUpAfter) return;
    const t = startJobThread(true);
    catchUp = t;
    Atomics.store(catchUpCell, 0, 1);
    log.info('bulk jobs are due: the catch-up job thread started');
    t.on('error', (err) => {
      log.error({ err }, 'catch-up job thread failed');
      catchUpAfter = Date.now() + RESTART_MAX_MS;
    });
    t.on('exit', () => {
      if (catchUp === t) catchUp = null;
      Atomics.store(catchUpCell, 0, 0);
      gone(t);
      // Bulk jobs are the job thread's again: it looks now rather than at its next poll.
      post({ type: 'wake' });
    });
  }

  return {
    id: `thread:${process.pid}`,
    /** The running thread, if any (diagnostics, and the test that kills it). */
    get thread() {
      return thread;
    },
    get catchUpThread() {
      return catchUp;
    },
    nice,
    start() {
      if (started || closing) return;
      started = true;
      spawn();
    },
    wake() {
      post({ type: 'wake' });
    },
    async idle() {
      await Promise.all(
        running().map((from) => {
          const id = nextId++;
          return new Promise<void>((resolve) => {
            idleWaiters.set(id, { from, resolve });
            from.postMessage({ type: 'idle', id } satisfies ToJobThread);
          });
        }),
      );
    },
    async close(timeoutMs = 10_000) {
      closing = true;
      clearTimeout(restartTimer);
      await Promise.all(running().map((t) => closeThread(t, timeoutMs)));
    },
  };

  async function closeThread(t: Worker, timeoutMs: number) {
    const closed = new Promise<void>((resolve) => closeWaiters.set(t, resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        log.error('a job thread did not close in time; its job will rerun');
        resolve();
      }, timeoutMs + 2000);
      timer.unref();
    });
    t.postMessage({ type: 'close' } satisfies ToJobThread);
    await Promise.race([closed, late]);
    clearTimeout(timer);
    closeWaiters.delete(t);
    await t.terminate();
  }
}
