import { startThread } from '../lib/threads';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Metrics } from '../metrics/metrics';
import type { Realtime } from '../realtime/types';
import type { FromJobThread, ToJobThread } from './threadMessages';
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
 */
export function createThreadedWorker(
  opts: ThreadedWorkerOptions,
): JobWorker & { readonly thread: Worker | null } {
  const { log } = opts;
  let thread: Worker | null = null;
  let started = false;
  let closing = false;
  let restartMs = RESTART_FIRST_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const idleWaiters = new Map<number, () => void>();
  let onClosed: (() => void) | null = null;

  const post = (message: ToJobThread) => thread?.postMessage(message);

  function onMessage(message: FromJobThread) {
    switch (message.type) {
      case 'started':
        restartMs = RESTART_FIRST_MS;
        return;
      case 'idle':
        idleWaiters.get(message.id)?.();
        idleWaiters.delete(message.id);
        return;
      case 'closed':
        onClosed?.();
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

  function spawn() {
    const t = startThread('jobThread', {
      workerData: { config: opts.config, writeCell: opts.writeCell },
      resourceLimits: { maxYoungGenerationSizeMb: JOB_THREAD_YOUNG_MB },
    });
    thread = t;
    // The thread never keeps the process alive on its own (close() ends it deliberately).
    t.unref();
    t.on('message', onMessage);
    t.on('error', (err) => log.error({ err }, 'job thread failed'));
    t.on('exit', (code) => {
      if (thread === t) thread = null;
      // Anyone waiting for idle would wait forever: the restarted thread runs the jobs anyway.
      for (const resolve of idleWaiters.values()) resolve();
      idleWaiters.clear();
      onClosed?.();
      if (closing) return;
      log.error({ code, restartInMs: restartMs }, 'job thread exited; starting it again');
      restartTimer = setTimeout(spawn, restartMs);
      restartTimer.unref();
      restartMs = Math.min(RESTART_MAX_MS, restartMs * 2);
    });
  }

  return {
    id: `thread:${process.pid}`,
    /** The running thread, if any (diagnostics, and the test that kills it). */
    get thread() {
      return thread;
    },
    start() {
      if (started || closing) return;
      started = true;
      spawn();
    },
    wake() {
      post({ type: 'wake' });
    },
    idle() {
      if (!thread) return Promise.resolve();
      const id = nextId++;
      return new Promise<void>((resolve) => {
        idleWaiters.set(id, resolve);
        post({ type: 'idle', id });
      });
    },
    async close(timeoutMs = 10_000) {
      closing = true;
      clearTimeout(restartTimer);
      const t = thread;
      if (!t) return;
      const closed = new Promise<void>((resolve) => (onClosed = resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.error('the job thread did not close in time; its job will rerun');
          resolve();
        }, timeoutMs + 2000);
        timer.unref();
      });
      post({ type: 'close' });
      await Promise.race([closed, late]);
      clearTimeout(timer);
      await t.terminate();
    },
  };
}
