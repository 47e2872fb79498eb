import { sql, type ExpressionBuilder } from 'kysely';
import { toCount } from '../../db/count';
import type { Db } from '../../db';
import type { Database, ItemsTable } from '../../db/types';

/*
 * The reads behind the public figures (docs/product.md#public-figures): counts only, never a
 * person. An item counts as found once it is no longer a Lost report (posted as Found, or a
 * Lost report someone claimed), while it is active or after the office disposed of it; items
 * deleted or deactivated for another reason are not counted.
 */

type Eb = ExpressionBuilder<Database & { i: ItemsTable }, 'i'>;

const counted = (eb: Eb) =>
  eb.and([
    eb('i.status', '!=', 'Lost'),
    eb.or([eb('i.is_active', '=', 1), eb('i.disposed_at', 'is not', null)]),
  ]);

export type StatsGroup = {
  categoryName: string;
  categoryActive: boolean;
  /** `YYYY-MM` of posting (UTC). */
  month: string;
  reported: number;
  returned: number;
};

/** Found and returned counts per category and month of posting: a few rows per category and month. */
export async function statsGroups(db: Db): Promise<StatsGroup[]> {
  const month = sql<string>`substr(i.created_at, 1, 7)`;
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select([
      'c.id',
      'c.name',
      'c.is_active',
      month.as('month'),
      (eb) => eb.fn.countAll<number>().as('reported'),
      sql<number>`sum(case when i.status = 'Returned' then 1 else 0 end)`.as('returned'),
    ])
    .where(counted)
    .groupBy(['c.id', 'c.name', 'c.is_active', month])
    .execute();
  return rows.map((r) => ({
    categoryName: r.name,
    categoryActive: Number(r.is_active) === 1,
    month: r.month,
    reported: toCount(r.reported),
    returned: toCount(r.returned),
  }));
}

export type ReturnedRow = { categoryName: string; createdAt: string; returnedAt: string };

/** Posting and return times of the `limit` most recently returned counted items. */
export async function recentReturns(db: Db, limit: number): Promise<ReturnedRow[]> {
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select(['c.name', 'i.created_at', 'i.returned_at'])
    .where(counted)
    .where('i.status', '=', 'Returned')
    .where('i.returned_at', 'is not', null)
    .orderBy('i.returned_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    categoryName: r.name,
    createdAt: r.created_at,
    returnedAt: r.returned_at ?? r.created_at,
  }));
}
