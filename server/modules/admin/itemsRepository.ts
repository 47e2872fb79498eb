import type { Db, Dialect } from '../../db';
import { nowIso } from '../../lib/ids';
import { containsAny } from './search';
import { toCount, type Order } from './query';

export type ItemSort = 'title' | 'status' | 'createdAt';

type ItemFilter = { dialect: Dialect; search?: string };

function filtered(db: Db, f: ItemFilter) {
  let q = db.selectFrom('items');
  if (f.search) q = q.where(containsAny(f.dialect, ['title', 'description', 'location'], f.search));
  return q;
}

export async function countItems(db: Db, f: ItemFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/**
 * Ids of one page, active or not. Orders follow the indexes items(title, id),
 * items(status, created_at) and items(created_at, id); the id breaks ties.
 */
export async function pageOfItemIds(
  db: Db,
  f: ItemFilter & { sortBy: ItemSort; order: Order; limit: number; offset: number },
): Promise<string[]> {
  let q = filtered(db, f).select('id');
  if (f.sortBy === 'title') q = q.orderBy('title', f.order);
  if (f.sortBy === 'status') q = q.orderBy('status', f.order);
  if (f.sortBy !== 'title') q = q.orderBy('created_at', f.order);
  const rows = await q.orderBy('id', f.order).limit(f.limit).offset(f.offset).execute();
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
