import { newId, nowIso } from '../lib/ids';
import { insertJob } from './jobsRepository';
import type { JobKind, JobPayloads } from './kinds';
import type { Db } from '../db';

/**
 * Adds a job to the durable queue. Pass the transaction of the write that calls for the job:
 * both commit together, so a crash never loses the work nor runs it for a write that did not
 * happen. The job runs once the transaction commits; call `ctx.worker.wake()` after the commit
 * to run it at once in this process (other processes find it by polling).
 */
export async function enqueue<K extends JobKind>(
  db: Db,
  kind: K,
  payload: JobPayloads[K],
  runAt?: Date,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await insertJob(db, {
    id,
    kind,
    payload: JSON.stringify(payload),
    run_at: runAt ? runAt.toISOString() : now,
    attempts: 0,
    locked_until: null,
    locked_by: null,
    last_error: null,
    created_at: now,
  });
  return id;
}
