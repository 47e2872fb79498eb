import { enqueue, keyedJobId } from '../../jobs/enqueue';
import { pendingJobs } from '../../jobs/jobsRepository';
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

/** The digest job's key is its day: one digest a day exists, whoever queues it. */
export const digestJobId = (at: Date) => keyedJobId(KIND, localDay(at));

/**
 * Queues the digest due at `at`, unless that day's is queued already: two instances starting
 * together, or a digest rerun after its lease ran out, queue it with the same key and all but
 * one enqueue do nothing.
 */
export async function queueDigest(db: Db, at: Date): Promise<void> {
  await enqueue(db, KIND, { at: at.toISOString() }, { runAt: at, key: localDay(at) });
}

/**
 * The daily schedule, queued first thing by each digest run (runDigest), before anything there
 * can fail: the next day's digest, the day's `disposal-warnings` run of the retention module
 * (docs/product.md#retention) and the day's `match-digest` of the matching module
 * (docs/product.md#matching). The digest is the one job due once a day across instances, so
 * the others ride on it rather than keep a clock of their own; their day is the UTC date of the
 * digest's due time. All are keyed by their day, so a rerun or another instance queues none
 * more.
 */
export async function queueDailyRuns(
  ctx: Pick<AppContext, 'db' | 'config'>,
  digest: { at: string },
): Promise<void> {
  const day = digest.at.slice(0, 10);
  await enqueue(ctx.db, 'disposal-warnings', { day }, { key: day });
  await enqueue(ctx.db, 'match-digest', { day }, { key: day });
  const after = new Date(Math.max(Date.parse(digest.at), Date.now()));
  await queueDigest(ctx.db, nextDigestAt(after, ctx.config.digestHour));
}

/**
 * At start: one digest job must exist. One that is queued (even overdue, after downtime: it runs
 * now and queues the next) is kept; otherwise the next one is queued. Each run queues the next.
 */
export async function scheduleDigestAtStart(ctx: Pick<AppContext, 'db' | 'config'>) {
  if ((await pendingJobs(ctx.db, KIND)).length > 0) return;
  await queueDigest(ctx.db, nextDigestAt(new Date(), ctx.config.digestHour));
}
