import type { Db, Dialect } from '../../db';
import { nowIso } from '../../lib/ids';
import {
  countSearchMatches,
  containsAny,
  pageOfFtsMatchIds,
  usesFts,
  type SearchTable,
  type SortKey,
} from './search';
import { toCount, type Order } from './query';

export type ItemSort = 'title' | 'status' | 'createdAt';

type ItemFilter = { dialect: Dialect; search?: string };

export const ITEMS: SearchTable = {
  table: 'items',
  fts: 'items_admin_fts',
  columns: ['title', 'description', 'location'],
  sortIndex: 'items_admin_sort_idx',
};

/** Without a trigram-indexed term (PostgreSQL, no search, or 1-2 characters on SQLite). */
function filtered(db: Db, f: ItemFilter) {
  let q = db.selectFrom('items');
  if (f.search) q = q.where(containsAny(f.dialect, ITEMS.columns, f.search));
  return q;
}

export function countItems(db: Db, f: ItemFilter): Promise<number> {
  return countSearchMatches(db, ITEMS, f.dialect, f.search, async () => {
    const row = await filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  });
}

export const itemSortKeys = (sortBy: ItemSort, order: Order): SortKey[] => [
  ...(sortBy === 'title' ? [['title', order] as const] : []),
  ...(sortBy === 'status' ? [['status', order] as const] : []),
  ...(sortBy !== 'title' ? [['created_at', order] as const] : []),
  ['id', order],
];

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
  let q = filtered(db, f).select('id');
  for (const [column, order] of keys) q = q.orderBy(column as 'id', order);
  const rows = await q.limit(f.limit).offset(f.offset).execute();
  return rows.map((r) => r.id);
}

export function findItemFlag(db: Db, id: string) {
  return db.selectFrom('items').select(['id', 'is_active']).where('id', '=', id).executeTakeFirst();
}

export async function setItemActive(db: Db, id: string, active: boolean): Promise<void> {
  await db
    .updateTable('items')
    .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
