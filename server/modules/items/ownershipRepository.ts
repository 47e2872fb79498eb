import { lockItemRow } from './itemLockRepository';
import type { Db, Dialect } from '../../db';

/*
 * The items' side of the office's claim review (docs/product.md#office): the ownership questions
 * are a column of `items`, so their SQL lives here; the claims themselves are the claims module's.
 */

/** Replaces the questions of an active, Found, unclaimed item; false when it is no longer one. */
export async function saveOwnershipJson(db: Db, id: string, json: string, now: string) {
  const res = await db
    .updateTable('items')
    .set({ ownership_json: json, updated_at: now })
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('status', '=', 'Found')
    .where('claimed_by_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The item's row, locked (lockItemRow). A pending claim is filed under this lock, so it cannot
 * slip in beside an approval that is declining the other pending claims, nor answer questions
 * that are being replaced.
 */
export function lockItemForClaim(db: Db, dialect: Dialect, id: string) {
  return lockItemRow(db, dialect, id, ['keeper_id', 'desk_id', 'claimed_by_id', 'ownership_json']);
}
