import { newId, nowIso } from '../lib/ids';
import { insertJob, insertJobUnlessQueued } from './jobsRepository';
import type { JobKind, JobPayloads } from './kinds';
import type { Db } from '../db';

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * Makes the job one of a kind: its id is `keyedJobId(kind, key)`, and while a job with that id
   * is queued (or running), enqueueing it again is a no-op. The daily digest and the disposal
   * warnings use the day, so reruns and other instances queue none more. Once the job is done
   * (deleted), the key is free again: the handler must still be safe to run twice.
   */
  key?: string;
};

/** The id of the job of `kind` queued with `key` (docs/architecture.md#durable-jobs). */
export const keyedJobId = (kind: JobKind, key: string) => `${kind}:${key}`;

/**
 * Adds a job to the durable queue. Pass the transaction of the write that calls for the job:
 * both commit together, so a crash never loses the work nor runs it for a write that did not
 * happen. The job runs once the transaction commits; call `ctx.worker.wake()` after the commit
 * to run it at once in this process (other processes find it by polling). Returns whether it was
 * queued: false only with a `key` already queued. A keyed insert does nothing on conflict (it
 * never fails), so it is safe inside a PostgreSQL transaction too.
 */
export async function enqueue<K extends JobKind>(
  trx: Db,
  kind: K,
  payload: JobPayloads[K],
  { runAt, key }: EnqueueOptions = {},
): Promise<boolean> {
  const now = nowIso();
  const row = {
    id: key === undefined ? newId() : keyedJobId(kind, key),
    kind,
    payload: JSON.stringify(payload),
    run_at: runAt ? runAt.toISOString() : now,
    attempts: 0,
    locked_until: null,
    locked_by: null,
    last_error: null,
    created_at: now,
  };
  if (key === undefined) {
    await insertJob(trx, row);
    return true;
  }
  return insertJobUnlessQueued(trx, row);
}
