import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { Registry } from 'prom-client';
import { lowerThisThreadsPriority } from '../lib/backgroundPriority';
import { openDatabase } from '../db';
import { loggerOptions } from '../http/logger';
import { createJobWorker } from '../jobs/worker';
import { createMailer } from '../mail/mailer';
import { createJobQueue } from '../mail/queue';
import { countingMailer } from '../metrics/countingMailer';
import { allJobHandlers, jobKindLimits } from '../modules/jobHandlers';
import { createImageStore } from '../storage/createImageStore';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Config } from '../config';
import type { FromJobThread, MetricCall, RealtimeCall, ToJobThread } from '../jobs/threadMessages';
import type { Metrics } from '../metrics/metrics';
import type { Realtime } from '../realtime/types';

/**
 * The job thread of ROLE=all (docs/architecture.md#background-work): its own database
 * connection, mailer and image store, the same job handlers as an in-process worker; what a job
 * pushes to browsers and the counters it bumps go to the main thread (server/jobs/threadedWorker.ts).
 * The main thread has migrated the database before starting it.
 */
const port = parentPort!;
lowerThisThreadsPriority();
const { config, writeCell } = workerData as { config: Config; writeCell?: Int32Array };
const send = (message: FromJobThread) => port.postMessage(message);

const log = pino(loggerOptions(config)).child({ thread: 'jobs' }) as unknown as FastifyBaseLogger;

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

async function shutDown() {
  await worker.close();
  await ctx.jobs.close();
  await close().catch((err: unknown) => log.error({ err }, 'job thread: closing the database'));
  send({ type: 'closed' });
  port.close();
}

worker.start(allJobHandlers(ctx));
send({ type: 'started' });
