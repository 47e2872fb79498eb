import type { Db } from '../../../db';
import type { ItemRow } from '../../../db/types';

/** The rows of these items (any order; unknown ids are simply absent). */
export async function itemRowsByIds(db: Db, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
}
