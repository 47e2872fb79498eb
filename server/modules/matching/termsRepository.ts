import { chunksOf } from '../../lib/chunks';
import type { MatchItemRow } from './matchRepository';
import type { Db } from '../../db';

/*
 * item_match_terms: the terms each matchable item is stored under, from which candidates are
 * picked (candidates.ts, docs/product.md#matching).
 */

export async function clearTermsOf(db: Db, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('item_match_terms').where('item_id', 'in', itemIds).execute();
}

/**
 * Call inside a transaction: each item's terms are swapped as a whole. Two runs for one item at
 * once (two instances) write the same rows, so a row already there is no error.
 */
export async function replaceTermsOf(
  db: Db,
  items: { item: Pick<MatchItemRow, 'id' | 'status' | 'created_at'>; terms: string[] }[],
): Promise<void> {
  await clearTermsOf(
    db,
    items.map((i) => i.item.id),
  );
  await addTerms(
    db,
    items.flatMap(({ item, terms }) => [...new Set(terms)].map((term) => termRow(item, term))),
  );
}

/** A term row of a matchable (Lost or Found) item. */
export function termRow(item: Pick<MatchItemRow, 'id' | 'status' | 'created_at'>, term: string) {
  return {
    item_id: item.id,
    term,
    side: item.status === 'Found' ? ('Found' as const) : ('Lost' as const),
    posted_at: item.created_at,
  };
}

/**
 * Adds terms of many items at once. An item that has terms already (its own job ran) keeps
 * them: rows already there are no error.
 */
export async function addTerms(db: Db, rows: ReturnType<typeof termRow>[]): Promise<void> {
  for (const some of chunksOf(rows, 1000)) {
    await db
      .insertInto('item_match_terms')
      .values(some)
      .onConflict((oc) => oc.columns(['term', 'item_id']).doNothing())
      .execute();
  }
}

/** How many items of `side` carry each term (an index range per term and side). */
export async function termCounts(
  db: Db,
  terms: string[],
  side: 'Lost' | 'Found',
): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_match_terms')
    .select(['term', (eb) => eb.fn.countAll().as('n')])
    .where('term', 'in', terms)
    .where('side', '=', side)
    .groupBy('term')
    .execute();
  return new Map(rows.map((r) => [r.term, Number(r.n)]));
}

/**
 * The newest `limit` items of `side` carrying `term`: one range of item_match_terms_side_idx,
 * no join (migration 014). Whether each is still active, still on that side and someone else's
 * is checked on the rows read next (candidates.ts).
 */
export async function itemsWithTerm(
  db: Db,
  term: string,
  side: 'Lost' | 'Found',
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('item_match_terms')
    .select('item_id')
    .where('term', '=', term)
    .where('side', '=', side)
    .orderBy('posted_at', 'desc')
    .orderBy('item_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.item_id);
}
