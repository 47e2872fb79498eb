import type { Config } from '../config';
import type { Metrics } from '../metrics/metrics';
import type { Realtime } from '../realtime/types';

/**
 * What the main thread and the job thread say to each other
 * (docs/architecture.md#background-work). Jobs run in the thread; what they push to browsers
 * and the counters they bump travel back to the main thread, which owns the sockets and /metrics.
 */
export type ToJobThread =
  /** A job was committed by this process: look now instead of at the next poll. */
  | { type: 'wake' }
  /** Run every due job, then answer `idle` with the same id. */
  | { type: 'idle'; id: number }
  /** Stop claiming, wait for the running job, close the database, answer `closed`. */
  | { type: 'close' };

/** The realtime calls a job may make (close is the main thread's own business). */
export type RealtimeCall = Exclude<keyof Realtime, 'close'>;
/** The counters a job may bump (the socket gauge and request timings are the main thread's). */
export type MetricCall = Exclude<keyof Metrics, 'registry' | 'watchSockets' | 'requestDone'>;

/** What a job thread is started with (server/threads/jobThread.ts). */
export type JobThreadData = {
  config: Config;
  /** SQLite: the write-lock priority cell shared with the requests' connection. */
  writeCell?: Int32Array;
  /** Its first Int32 is 1 while a catch-up thread runs: the job thread leaves bulk jobs to it. */
  catchUpCell?: Int32Array;
  /** This thread is the catch-up thread: normal priority, ends when no bulk job is due. */
  catchUp?: boolean;
};

export type FromJobThread =
  /** The thread runs jobs; `nice` is its priority (diagnostics, tests). */
  | { type: 'started'; nice: number }
  /** The job thread claimed a bulk job: start the catch-up thread if none runs. */
  | { type: 'bulk' }
  | { type: 'idle'; id: number }
  | { type: 'closed' }
  | { type: 'realtime'; call: RealtimeCall; args: unknown[] }
  | { type: 'metric'; call: MetricCall; args: unknown[] };
