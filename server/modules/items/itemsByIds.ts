import { itemViews } from './repository';
import { toItem, type Item } from './serialize';
import type { Db } from '../../db';
import type { ImageStore } from '../../storage/imageStore';

/**
 * Full contract Items for the given ids, in that order. The admin lists pick the page's ids with
 * a narrow, index-ordered query first and then join the names for those few rows only; the row
 * shape and serializer are the items module's, so every Item looks the same everywhere.
 */
export async function fetchItemsByIds(db: Db, storage: ImageStore, ids: string[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await itemViews(db).where('i.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row, storage)] : [];
  });
}

/**
 * Each row beside its contract Item, in the rows' order; a row whose item went meanwhile is left
 * out. For lists that pick their page with their own query (the due list, the office queue).
 */
export async function withItems<R extends { id: string }>(
  db: Db,
  storage: ImageStore,
  rows: R[],
): Promise<[R, Item][]> {
  const items = await fetchItemsByIds(
    db,
    storage,
    rows.map((r) => r.id),
  );
  const byId = new Map(items.map((item) => [item._id, item]));
  return rows.flatMap((r) => {
    const item = byId.get(r.id);
    return item ? [[r, item] as [R, Item]] : [];
  });
}
