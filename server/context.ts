import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, Dialect } from './db';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './mail/queue';
import type { JobWorker } from './jobs/worker';
import type { Metrics } from './metrics/metrics';
import type { ImageStore } from './storage/imageStore';
import type { Realtime } from './realtime/types';

/** Everything a module needs, built once in buildApp and passed explicitly (no globals). */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  /** Work done after the answer is sent (mail, notices): see mail/queue.ts. */
  jobs: JobQueue;
  /**
   * This process's worker of the durable job queue (server/jobs): call `wake()` after
   * committing a transaction that enqueued a job, so it runs at once.
   */
  worker: JobWorker;
  storage: ImageStore;
  /** PING on a connection of its own, when REDIS_URL is set (GET /health/ready). */
  redisPing?: () => Promise<void>;
  /** Replaced by the socket.io server once it is attached; services always go through ctx. */
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Counters modules bump (messages, notifications, sign-in failures): GET /metrics. */
  metrics: Metrics;
};
