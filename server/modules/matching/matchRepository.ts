import type { Db } from '../../db';
import type { ItemMatchesTable, ItemRow } from '../../db/types';

/*
 * The matching module's pairs (item_matches, item_match_dismissals; its terms are in
 * termsRepository.ts) and the reads of items it matches (docs/product.md#matching). Only the
 * items module writes items.
 */

/** An item as matching reads it. */
export type MatchItemRow = Pick<
  ItemRow,
  | 'id'
  | 'status'
  | 'title'
  | 'description'
  | 'location'
  | 'category_id'
  | 'created_at'
  | 'is_active'
  | 'posted_by_id'
  | 'photo_colours'
> & { category_name: string };

const matchItems = (db: Db) =>
  db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.status',
      'i.title',
      'i.description',
      'i.location',
      'i.category_id',
      'i.created_at',
      'i.is_active',
      'i.posted_by_id',
      'i.photo_colours',
      'c.name as category_name',
    ]);

export async function matchItemsByIds(db: Db, ids: string[]): Promise<MatchItemRow[]> {
  if (ids.length === 0) return [];
  return matchItems(db).where('i.id', 'in', ids).execute();
}

/** The next `limit` active Lost and Found items by id after `after` (the backfill's batches). */
export async function matchableItemsAfter(
  db: Db,
  after: string,
  limit: number,
): Promise<MatchItemRow[]> {
  return matchItems(db)
    .where('i.id', '>', after)
    .where('i.is_active', '=', 1)
    .where('i.status', 'in', ['Lost', 'Found'])
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type MatchPair = Pick<ItemMatchesTable, 'lost_id' | 'found_id' | 'score' | 'reasons'>;

/**
 * Stores the pairs of `itemId` that reach the list (new ones, or a new score and reasons) and
 * retires the item's other pairs. A retired pair that already alerted, or was listed in a daily
 * digest, keeps its row (with score 0, so it is not listed): were it deleted, a later edit could
 * make it new and alert or list it again. Call inside a transaction.
 */
export async function savePairs(
  db: Db,
  itemId: string,
  side: 'lost_id' | 'found_id',
  pairs: MatchPair[],
  now: string,
): Promise<void> {
  if (pairs.length > 0) {
    // In key order, so two runs that share pairs (a Lost and a Found item re-scored at once)
    // lock the rows in the same order and cannot deadlock.
    const rows = [...pairs].sort(
      (a, b) => byKey(a.lost_id, b.lost_id) || byKey(a.found_id, b.found_id),
    );
    await db
      .insertInto('item_matches')
      .values(rows.map((p) => ({ ...p, created_at: now, alerted_at: null })))
      .onConflict((oc) =>
        oc.columns(['lost_id', 'found_id']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          reasons: eb.ref('excluded.reasons'),
        })),
      )
      .execute();
  }
  const other = side === 'lost_id' ? 'found_id' : 'lost_id';
  const kept = pairs.map((p) => p[other]);
  let del = db
    .deleteFrom('item_matches')
    .where('alerted_at', 'is', null)
    .where('digested_at', 'is', null)
    .where((eb) => eb.or([eb('lost_id', '=', itemId), eb('found_id', '=', itemId)]));
  let spend = db
    .updateTable('item_matches')
    .set({ score: 0, reasons: '[]' })
    .where((eb) => eb.or([eb('alerted_at', 'is not', null), eb('digested_at', 'is not', null)]))
    .where((eb) => eb.or([eb('lost_id', '=', itemId), eb('found_id', '=', itemId)]));
  if (kept.length > 0) {
    del = del.where((eb) => eb.not(eb.and([eb(side, '=', itemId), eb(other, 'in', kept)])));
    spend = spend.where((eb) => eb.not(eb.and([eb(side, '=', itemId), eb(other, 'in', kept)])));
  }
  await del.execute();
  await spend.execute();
}

/** Sets alerted_at once: true for the one caller (of any process) that set it. */
export async function markAlerted(
  db: Db,
  lostId: string,
  foundId: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('item_matches')
    .set({ alerted_at: now })
    .where('lost_id', '=', lostId)
    .where('found_id', '=', foundId)
    .where('alerted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The best matches of an item, in either direction: the other item active and still Lost or
 * Found, the score at least `minScore`, and not dismissed for this item.
 */
export async function listMatches(
  db: Db,
  itemId: string,
  minScore: number,
  limit: number,
): Promise<{ other_id: string; score: number; reasons: string }[]> {
  const pairs = db
    .selectFrom('item_matches')
    .select(['found_id as other_id', 'score', 'reasons'])
    .where('lost_id', '=', itemId)
    .unionAll(
      db
        .selectFrom('item_matches')
        .select(['lost_id as other_id', 'score', 'reasons'])
        .where('found_id', '=', itemId),
    );
  return db
    .selectFrom(pairs.as('m'))
    .innerJoin('items as o', 'o.id', 'm.other_id')
    .select(['m.other_id', 'm.score', 'm.reasons'])
    .where('m.score', '>=', minScore)
    .where('o.is_active', '=', 1)
    .where('o.status', 'in', ['Lost', 'Found'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_match_dismissals as d')
            .select('d.match_id')
            .where('d.item_id', '=', itemId)
            .whereRef('d.match_id', '=', 'm.other_id'),
        ),
      ),
    )
    .orderBy('m.score', 'desc')
    .orderBy('o.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Whether `otherId` was ever matched with `itemId`, in either direction. */
export async function isPairOf(db: Db, itemId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('item_matches')
    .select('lost_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('lost_id', '=', itemId), eb('found_id', '=', otherId)]),
        eb.and([eb('lost_id', '=', otherId), eb('found_id', '=', itemId)]),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

/** "Not mine": the first dismissal counts, a repeat changes nothing. */
export async function insertDismissal(
  db: Db,
  row: { item_id: string; match_id: string; user_id: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('item_match_dismissals')
    .values(row)
    .onConflict((oc) => oc.columns(['item_id', 'match_id']).doNothing())
    .execute();
}

/**
 * The best listed score of each of `ids` with any active Lost or Found item but `exceptId`: the
 * rival a new pair must stand clear of to alert by margin (alertPolicy.ts). `side` is the
 * column `ids` are in.
 */
export async function bestRivalScores(
  db: Db,
  ids: string[],
  side: 'lost_id' | 'found_id',
  exceptId: string,
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const other = side === 'lost_id' ? 'found_id' : 'lost_id';
  // The other item's state as a correlated EXISTS, not a join: with a join and more than a few
  // ids SQLite's planner scanned every active item first (220 ms at 30 ids and 25k items, against
  // under 1 ms when it starts from the pairs' key, docs/performance.md#importing).
  const rows = await db
    .selectFrom('item_matches as m')
    .select([`m.${side} as id`, (eb) => eb.fn.max('m.score').as('best')])
    .where(`m.${side}`, 'in', ids)
    .where(`m.${other}`, '!=', exceptId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('items as o')
          .select('o.id')
          .whereRef('o.id', '=', `m.${other}`)
          .where('o.is_active', '=', 1)
          .where('o.status', 'in', ['Lost', 'Found']),
      ),
    )
    .groupBy(`m.${side}`)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.best)]));
}
