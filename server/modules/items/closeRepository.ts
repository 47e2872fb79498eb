// The writes and reads that end a Lost report (docs/product.md#closing-a-lost-report).
import { deleteHandoverCode } from './handoverRepository';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';

export type ClosedReason = 'got-it-back' | 'no-longer-looking' | 'returned-with';

export type Closing = {
  reason: ClosedReason;
  note: string | null;
  withId: string | null;
  now: string;
};

/**
 * Ends an open Lost report (active, Lost or Claimed, never closed), atomically: false when it
 * moved on meanwhile. Got back (by hand or with a Found item): Returned, its return time set. No
 * longer looking: inactive, its status left, or Lost again if it was Claimed. Either way a claim
 * on the report is dropped with its hand-over code: nobody hands over a closed report.
 */
export async function closeIfOpen(db: Db, id: string, c: Closing): Promise<boolean> {
  const gotBack = c.reason !== 'no-longer-looking';
  const res = await db
    .updateTable('items')
    .set((eb) => ({
      ...(gotBack
        ? { status: 'Returned' as const, returned_at: c.now }
        : {
            is_active: 0,
            status: eb
              .case()
              .when('status', '=', 'Claimed')
              .then(eb.val('Lost' as const))
              .else(eb.ref('status'))
              .end(),
          }),
      claimed_by_id: null,
      claimed_from_status: null,
      closed_reason: c.reason,
      closed_at: c.now,
      closed_note: c.note,
      closed_with_id: c.withId,
      updated_at: c.now,
    }))
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('status', 'in', ['Lost', 'Claimed'])
    .where('closed_reason', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await deleteHandoverCode(db, id);
  return true;
}

/**
 * Of `ids`, the open Lost reports of `ownerId` (active, Lost, never closed), oldest first: the
 * ones a hand-over closes with it (docs/product.md#closing-a-lost-report).
 */
export async function openReportsOf(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<Pick<ItemRow, 'id' | 'title' | 'ref_no' | 'created_at'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('items')
    .select(['id', 'title', 'ref_no', 'created_at'])
    .where('id', 'in', ids)
    .where('posted_by_id', '=', ownerId)
    .where('is_active', '=', 1)
    .where('status', '=', 'Lost')
    .where('closed_reason', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
