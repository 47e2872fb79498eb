import { itemViews, type ItemView } from './repository';
import type { Db } from '../../db';

/** The item with this reference number (unique index items_ref_no_idx: one lookup). */
export function itemViewByRefNo(db: Db, refNo: number): Promise<ItemView | undefined> {
  return itemViews(db).where('i.ref_no', '=', refNo).executeTakeFirst();
}
