// Hand-over codes: one per item, stored hashed (docs/product.md, hand-over).
import { sql } from 'kysely';
import { enqueue } from '../../jobs/enqueue';
import { returnChange, unclaimChange } from './statusRules';
import type { Db } from '../../db';
import type { Insertable } from 'kysely';
import type { HandoverCodesTable } from '../../db/types';

/** Stores the item's code, replacing an earlier one (and its spent attempts). */
export async function saveHandoverCode(db: Db, row: Insertable<HandoverCodesTable>): Promise<void> {
  await db
    .insertInto('handover_codes')
    .values(row)
    .onConflict((oc) =>
      oc.column('item_id').doUpdateSet({
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        attempts: 0,
        created_by_id: row.created_by_id,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export function findHandoverCode(db: Db, itemId: string) {
  return db
    .selectFrom('handover_codes')
    .selectAll()
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Spends one try of this very code, atomically; false when none is left. */
export async function spendHandoverAttempt(
  db: Db,
  itemId: string,
  codeHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const res = await db
    .updateTable('handover_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('item_id', '=', itemId)
    .where('code_hash', '=', codeHash)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteHandoverCode(db: Db, itemId: string): Promise<void> {
  await db.deleteFrom('handover_codes').where('item_id', '=', itemId).execute();
}

/**
 * Claimed → Returned for this claimant, and the code is spent; false when the item moved on.
 * Run it in a transaction (the caller's, which also records the hand-over in the history).
 */
export async function markReturned(
  trx: Db,
  itemId: string,
  claimantId: string,
  now: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('items')
    .set(returnChange(now))
    .where('id', '=', itemId)
    .where('status', '=', 'Claimed')
    .where('claimed_by_id', '=', claimantId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await deleteHandoverCode(trx, itemId);
  return true;
}

/**
 * A withdrawn or released claim (docs/product.md#withdrawing-and-releasing-a-claim): Claimed →
 * the status before the claim (`fallback` for an item claimed before that was kept), claimant
 * cleared and the hand-over code deleted. Only while the item is active, Claimed and, with
 * `claimantId`, still claimed by them: of a withdrawal and a hand-over at once exactly one
 * changes the row. Run it in the caller's transaction, which records the event, and wake the
 * worker after the commit: the item is Lost or Found again, so it is matched (and checked against
 * the saved searches) again at once, against what was posted while it was Claimed
 * (docs/product.md#nothing-falls-out-of-matching).
 */
export async function unclaim(
  trx: Db,
  itemId: string,
  opts: { claimantId?: string; fallback: 'Lost' | 'Found'; now: string },
): Promise<boolean> {
  let q = trx
    .updateTable('items')
    .set({
      ...unclaimChange(opts.now),
      status: sql<'Lost' | 'Found'>`coalesce(claimed_from_status, ${opts.fallback})`,
    })
    .where('id', '=', itemId)
    .where('is_active', '=', 1)
    .where('status', '=', 'Claimed');
  if (opts.claimantId) q = q.where('claimed_by_id', '=', opts.claimantId);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await deleteHandoverCode(trx, itemId);
  await enqueue(trx, 'match-item', { itemId });
  await enqueue(trx, 'saved-search-alerts', { itemId });
  return true;
}
