import { insertJob, pendingJobs } from '../../jobs/jobsRepository';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/ids';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

const KIND = 'email-digest';

/** The first `hour`:00, server local time, strictly after `after` (docs/product.md#e-mail). */
export function nextDigestAt(after: Date, hour: number): Date {
  const y = after.getFullYear();
  const m = after.getMonth();
  const d = after.getDate();
  const sameDay = new Date(y, m, d, hour);
  return sameDay > after ? sameDay : new Date(y, m, d + 1, hour);
}

const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** The job's id is its day: the primary key lets one digest a day exist, whoever queues it. */
export const digestJobId = (at: Date) => `${KIND}:${localDay(at)}`;

/**
 * Queues the digest due at `at`, unless that day's is queued already: two instances starting
 * together, or a digest rerun after its lease ran out, insert the same id and all but one
 * insert fail on the primary key. (The durable queue's `enqueue` makes random ids.)
 */
export async function queueDigest(db: Db, at: Date): Promise<void> {
  const now = nowIso();
  try {
    await insertJob(db, {
      id: digestJobId(at),
      kind: KIND,
      payload: JSON.stringify({ at: at.toISOString() }),
      run_at: at.toISOString(),
      attempts: 0,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: now,
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/**
 * At start: one digest job must exist. One that is queued (even overdue, after downtime: it runs
 * now and queues the next) is kept; otherwise the next one is queued. Each run queues the next.
 */
export async function scheduleDigestAtStart(ctx: Pick<AppContext, 'db' | 'config'>) {
  if ((await pendingJobs(ctx.db, KIND)).length > 0) return;
  await queueDigest(ctx.db, nextDigestAt(new Date(), ctx.config.digestHour));
}
