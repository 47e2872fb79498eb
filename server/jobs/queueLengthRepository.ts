import { sql } from 'kysely';
import { toCount } from '../db/count';
import type { Db } from '../db';

export type QueueLength = { kind: string; queued: number; failing: number };

/**
 * Jobs waiting or running, per kind, and how many of them failed at least once and wait for a
 * retry (a job's `last_error` is kept until it succeeds or is dropped). For the metrics scrape.
 */
export async function queueLengths(db: Db): Promise<QueueLength[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn.countAll<string | number>().as('queued'),
      sql<string | number>`sum(case when ${sql.ref('last_error')} is null then 0 else 1 end)`.as(
        'failing',
      ),
    ])
    .groupBy('kind')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    queued: toCount(r.queued),
    failing: toCount(r.failing),
  }));
}
