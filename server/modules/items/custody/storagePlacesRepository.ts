import type { Db } from '../../../db';

/**
 * Where each item is stored (its shelf or bin), by id; an item without one is absent. For the
 * office's prints (docs/product.md#labels): the contract Item never carries it in lists.
 */
export async function storagePlacesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'storage_location'])
    .where('id', 'in', ids)
    .where('storage_location', 'is not', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.storage_location ? [[r.id, r.storage_location]] : [])));
}
