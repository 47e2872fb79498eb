import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { Registry } from 'prom-client';
import { lowerThisThreadsPriority } from '../lib/backgroundPriority';
import { openDatabase } from '../db';
import { loggerOptions } from '../http/logger';
import { nextRunAt } from '../jobs/jobsRepository';
import { BULK_KINDS } from '../jobs/kinds';
import { createJobWorker } from '../jobs/worker';
import { createMailer } from '../mail/mailer';
import { createJobQueue } from '../mail/queue';
import { countingMailer } from '../metrics/countingMailer';
import { allJobHandlers, jobKindLimits } from '../modules/jobHandlers';
import { createImageStore } from '../storage/createImageStore';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type {
  FromJobThread,
  JobThreadData,
  MetricCall,
  RealtimeCall,
  ToJobThread,
} from '../jobs/threadMessages';
import type { Metrics } from '../metrics/metrics';
import type { Realtime } from '../realtime/types';

/**
 * The job thread of ROLE=all (docs/architecture.md#background-work): its own database
 * connection, mailer and image store, the same job handlers as an in-process worker; what a job
 * pushes to browsers and the counters it bumps go to the main thread (server/jobs/threadedWorker.ts).
 * The main thread has migrated the database before starting it.
 */
const port = parentPort!;
const { config, writeCell, catchUpCell, catchUp = false } = workerData as JobThreadData;
// The catch-up thread keeps the normal priority it was started with (threadedWorker.ts).
if (!catchUp) lowerThisThreadsPriority();
const send = (message: FromJobThread) => port.postMessage(message);
const CATCH_UP_LINGER_MS = 2000;

const log = pino(loggerOptions(config)).child({
  thread: catchUp ? 'catch-up' : 'jobs',
}) as unknown as FastifyBaseLogger;

const realtimeCall =
  (call: RealtimeCall) =>
  (...args: unknown[]) =>
    send({ type: 'realtime', call, args });
const realtime = {
  toUser: realtimeCall('toUser'),
  disconnectSession: realtimeCall('disconnectSession'),
  disconnectUser: realtimeCall('disconnectUser'),
  close: async () => undefined,
} as Realtime;

const metricCall =
  (call: MetricCall) =>
  (...args: unknown[]) =>
    send({ type: 'metric', call, args });
const metrics: Metrics = {
  // The thread's counters live in the main thread's registry; this one stays empty.
  registry: new Registry(),
  requestDone: () => undefined,
  watchSockets: () => undefined,
  messageSent: metricCall('messageSent'),
  notificationSent: metricCall('notificationSent'),
  matchSuggested: metricCall('matchSuggested'),
  loginFailed: metricCall('loginFailed'),
  lockedOut: metricCall('lockedOut'),
  mailSent: metricCall('mailSent'),
  mailFailed: metricCall('mailFailed'),
};

// On SQLite, the requests' connection goes first for the write lock (db/writePriority.ts).
const { db, dialect, close } = openDatabase({
  ...config,
  log,
  writePriority: writeCell && { cell: writeCell, role: 'yield' },
  connection: 'jobs',
});
const worker = createJobWorker({
  db,
  dialect,
  log,
  pollMs: config.jobPollMs,
  kindLimits: jobKindLimits(config),
  // The job thread leaves bulk jobs to the catch-up thread while it runs, and asks for one when
  // it claims a bulk job itself.
  ...(catchUp
    ? {}
    : {
        bulkElsewhere: () => catchUpCell !== undefined && Atomics.load(catchUpCell, 0) === 1,
        onBulkClaimed: () => send({ type: 'bulk' }),
      }),
});
const ctx: AppContext = {
  config,
  db,
  dialect,
  mailer: countingMailer(createMailer({ ...config, log }), metrics),
  jobs: createJobQueue({ log }),
  worker,
  storage: createImageStore(config),
  realtime,
  log,
  metrics,
};

port.on('message', (message: ToJobThread) => {
  switch (message.type) {
    case 'wake':
      worker.wake();
      return;
    case 'idle':
      void worker.idle().then(() => send({ type: 'idle', id: message.id }));
      return;
    case 'close':
      void shutDown();
      return;
  }
});

/** Once, whether the main thread asks or the catch-up thread ends itself. */
let ending: Promise<void> | null = null;
const shutDown = () => (ending ??= end());

async function end() {
  await worker.close();
  await ctx.jobs.close();
  await close().catch((err: unknown) => log.error({ err }, 'job thread: closing the database'));
  send({ type: 'closed' });
  port.close();
}

worker.start(allJobHandlers(ctx));
send({ type: 'started', nice: os.getPriority(0) });
if (catchUp) void catchUpThenEnd();

/**
 * The catch-up thread runs while bulk jobs are due and ends once none has been due for
 * CATCH_UP_LINGER_MS (an import queues its next batch as the one before ends).
 */
async function catchUpThenEnd() {
  for (;;) {
    await worker.idle();
    await sleep(CATCH_UP_LINGER_MS);
    if (ending) return;
    const at = await nextRunAt(db, [...BULK_KINDS]).catch(() => null);
    if (!at || Date.parse(at) > Date.now()) break;
  }
  await shutDown();
}
