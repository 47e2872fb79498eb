import { sql } from 'kysely';
import {
  countSearchMatches,
  containsAny,
  pageOfFtsMatchIds,
  usesFts,
  warmSortRanks,
  type SearchTable,
  type SortKey,
} from '../../db/adminSearch';
import { setActiveFlag } from '../../db/activeFlag';
import { pageOfPgMatchIds } from '../../db/adminSearchPg';
import { toCount } from '../../db/count';
import type { Db, Dialect } from '../../db';
import type { Order } from '../../db/adminSearch';

export type ItemSort = 'title' | 'status' | 'createdAt';

type ItemFilter = { dialect: Dialect; search?: string };

export const ITEMS: SearchTable = {
  table: 'items',
  fts: 'items_admin_fts',
  columns: ['title', 'description', 'location'],
  sortIndex: 'items_admin_sort_idx',
  sortRanks: true,
};

/** Without a trigram-indexed term (PostgreSQL, no search, or 1-2 characters on SQLite). */
function filtered(db: Db, f: ItemFilter) {
  let q = db.selectFrom('items');
  if (f.search) q = q.where(containsAny(f.dialect, ITEMS.columns, f.search));
  return q;
}

export async function countItems(db: Db, f: ItemFilter): Promise<number> {
  if (f.search) return countSearchMatches(db, ITEMS, f.dialect, f.search);
  // Every item, from the counters triggers keep (migrations 002 and 006), not a count of rows.
  const { rows } = await sql<{ n: string | number | null }>`SELECT sum(n) AS n
    FROM item_counts`.execute(db);
  return toCount(rows[0]?.n);
}

export const itemSortKeys = (sortBy: ItemSort, order: Order): SortKey[] => [
  ...(sortBy === 'title' ? [['title', order] as const] : []),
  ...(sortBy === 'status' ? [['status', order] as const] : []),
  ...(sortBy !== 'title' ? [['created_at', order] as const] : []),
  ['id', order],
];

/** The admin item list's orders, ready on the read thread (SQLite, large tables). */
export const warmItemSortRanks = (db: Db, dialect: Dialect): Promise<void> =>
  dialect === 'sqlite'
    ? warmSortRanks(
        db,
        ITEMS,
        (['title', 'status', 'createdAt'] as const).map((s) => itemSortKeys(s, 'asc')),
      )
    : Promise.resolve();

/**
 * Ids of one page, active or not. Orders follow the indexes items(title, id),
 * items(status, created_at) and items(created_at, id); the id breaks ties.
 */
export async function pageOfItemIds(
  db: Db,
  f: ItemFilter & { sortBy: ItemSort; order: Order; limit: number; offset: number; total: number },
): Promise<string[]> {
  const keys = itemSortKeys(f.sortBy, f.order);
  if (usesFts(f.dialect, f.search)) return pageOfFtsMatchIds(db, ITEMS, f.search, { ...f, keys });
  if (f.dialect === 'postgres' && f.search)
    return pageOfPgMatchIds(db, ITEMS, f.search, { ...f, keys });
  let q = filtered(db, f).select('id');
  for (const [column, order] of keys) q = q.orderBy(column as 'id', order);
  const rows = await q.limit(f.limit).offset(f.offset).execute();
  return rows.map((r) => r.id);
}

export function findItemFlag(db: Db, id: string) {
  return db.selectFrom('items').select(['id', 'is_active']).where('id', '=', id).executeTakeFirst();
}

export const setItemActive = (db: Db, id: string, active: boolean): Promise<void> =>
  setActiveFlag(db, 'items', id, active);

/** Items posted by each of the given users (all items, active or not). */
export async function itemCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['posted_by_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('posted_by_id', 'in', userIds)
    .groupBy('posted_by_id')
    .execute();
  return new Map(rows.map((r) => [r.posted_by_id, toCount(r.n)]));
}

export async function countUserItems(db: Db, userId: string): Promise<number> {
  return (await itemCounts(db, [userId])).get(userId) ?? 0;
}

/** Newest first, including inactive items; uses items(posted_by_id, created_at). */
export async function pageOfUserItemIds(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('posted_by_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

/** Active items by status (one GROUP BY). */
export async function activeItemsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('items')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_active', '=', 1)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, toCount(r.n)]));
}

/** The top posters (all their items, active or not); ties by user id. */
export async function topPosters(db: Db, limit: number) {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('items')
        .select(['posted_by_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('posted_by_id')
        .orderBy('n', 'desc')
        .orderBy('posted_by_id')
        .limit(limit)
        .as('t'),
    )
    .innerJoin('users as u', 'u.id', 't.posted_by_id')
    .select(['u.id', 'u.name', 'u.email', 't.n'])
    .execute();
  return rows
    .map((r) => ({ userId: r.id, name: r.name, email: r.email, itemCount: toCount(r.n) }))
    .sort((a, b) => b.itemCount - a.itemCount || (a.userId < b.userId ? -1 : 1));
}

/**
 * Per-day counts of one timestamp column within [from, to); the range keeps it on the index and
 * the day grouping keeps the result to a few dozen rows whatever the table size.
 */
export async function perDay(
  db: Db,
  column: 'created_at' | 'returned_at',
  from: string,
  to: string,
): Promise<{ day: string; n: number }[]> {
  const day = sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const rows = await db
    .selectFrom('items')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, '>=', from)
    .where(column, '<', to)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, n: toCount(r.n) }));
}
