import { notDismissedByOwner } from './lostOwnersRepository';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/types';

/*
 * The daily digest of possible matches (docs/product.md#matching): pairs at or above a score
 * that neither alerted nor were listed before (the partial index of migration 021), whose Lost
 * report is still open and whose Found item is still active and Found, and that the report's
 * owner did not mark "Not mine".
 */

/** An open Lost report: active, Lost, not closed. */
const openReport = (eb: ExpressionBuilder<Database, 'items'>) =>
  eb.and([
    eb('items.status', '=', 'Lost'),
    eb('items.is_active', '=', 1),
    eb('items.closed_reason', 'is', null),
  ]);

/** The owners with pairs waiting for the digest, after `afterOwnerId`, in id order. */
export async function ownersWithDigest(
  db: Db,
  minScore: number,
  afterOwnerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('item_matches as m')
    .innerJoin('items as l', 'l.id', 'm.lost_id')
    .innerJoin('items as f', 'f.id', 'm.found_id')
    .select('l.posted_by_id')
    .distinct()
    .where('m.score', '>=', minScore)
    .where('m.digested_at', 'is', null)
    .where('m.alerted_at', 'is', null)
    .where('l.status', '=', 'Lost')
    .where('l.is_active', '=', 1)
    .where('l.closed_reason', 'is', null)
    .where('f.status', '=', 'Found')
    .where('f.is_active', '=', 1)
    .where(notDismissedByOwner)
    .where('l.posted_by_id', '>', afterOwnerId)
    .orderBy('l.posted_by_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.posted_by_id);
}

/**
 * Marks the owner's waiting pairs listed and returns them, in one statement: of two runs at once
 * (two instances, a lease that ran out) only one gets each pair, and a pair dismissed, alerted or
 * closed since the owners were read is not taken. Call inside the transaction that stores the
 * digest's notification.
 */
export function takeDigestPairs(db: Db, ownerId: string, minScore: number, now: string) {
  return db
    .updateTable('item_matches')
    .set({ digested_at: now })
    .where('score', '>=', minScore)
    .where('digested_at', 'is', null)
    .where('alerted_at', 'is', null)
    .where('lost_id', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('items.id')
        .where('items.posted_by_id', '=', ownerId)
        .where(openReport),
    )
    .where('found_id', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('items.id')
        .where('items.status', '=', 'Found')
        .where('items.is_active', '=', 1),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_match_dismissals as d')
            .select('d.match_id')
            .whereRef('d.item_id', '=', 'item_matches.lost_id')
            .whereRef('d.match_id', '=', 'item_matches.found_id'),
        ),
      ),
    )
    .returning(['lost_id', 'found_id', 'score'])
    .execute();
}

/** The titles of these items, by id. */
export async function itemTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
