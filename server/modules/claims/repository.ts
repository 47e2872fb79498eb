import type { Db } from '../../db';
import type { Insertable } from 'kysely';
import type { ItemClaimsTable } from '../../db/types';

/** A claim with its claimant's current name. */
export type ClaimView = ItemClaimsTable & { claimant_name: string };

const claimViews = (db: Db) =>
  db
    .selectFrom('item_claims as c')
    .innerJoin('users as u', 'u.id', 'c.claimant_id')
    .select([
      'c.id',
      'c.item_id',
      'c.claimant_id',
      'c.answers_json',
      'c.status',
      'c.created_at',
      'c.decided_at',
      'c.decided_by_id',
      'u.name as claimant_name',
    ]);

export async function insertClaim(db: Db, row: Insertable<ItemClaimsTable>): Promise<void> {
  await db.insertInto('item_claims').values(row).execute();
}

export async function findClaim(db: Db, itemId: string, claimId: string) {
  return claimViews(db)
    .where('c.id', '=', claimId)
    .where('c.item_id', '=', itemId)
    .executeTakeFirst();
}

/** The item's claims, newest first. */
export async function claimsOf(db: Db, itemId: string) {
  return claimViews(db)
    .where('c.item_id', '=', itemId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export async function pendingClaimsOf(db: Db, itemId: string) {
  return claimViews(db)
    .where('c.item_id', '=', itemId)
    .where('c.status', '=', 'pending')
    .orderBy('c.created_at')
    .execute();
}

/** The caller's latest claim on the item, if any. */
export async function latestClaimOf(db: Db, itemId: string, userId: string) {
  return db
    .selectFrom('item_claims')
    .select(['id', 'status'])
    .where('item_id', '=', itemId)
    .where('claimant_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Decides a claim that is still pending; false when someone decided it first. */
export async function decideIfPending(
  db: Db,
  claimId: string,
  status: 'approved' | 'declined',
  byId: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('item_claims')
    .set({ status, decided_at: now, decided_by_id: byId })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Withdraws the claimant's pending claim on the item; false when they have none pending. */
export async function withdrawPending(
  db: Db,
  itemId: string,
  claimantId: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('item_claims')
    .set({ status: 'withdrawn', decided_at: now, decided_by_id: claimantId })
    .where('item_id', '=', itemId)
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Ends the approved claim the item was Claimed through, when it was (an item without ownership
 * questions has none): `withdrawn` by its claimant, `declined` when a reviewer released it.
 */
export async function endApprovedClaim(
  db: Db,
  itemId: string,
  claimantId: string,
  status: 'withdrawn' | 'declined',
  byId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('item_claims')
    .set({ status, decided_at: now, decided_by_id: byId })
    .where('item_id', '=', itemId)
    .where('claimant_id', '=', claimantId)
    .where('status', '=', 'approved')
    .execute();
}
