import type { Db } from '../../db';

/*
 * "I found this" pairs (docs/product.md#i-found-this): a Found item posted for a Lost report is
 * its match from the start, whatever the scorer later makes of the two texts.
 */

/** The reason the match list shows for such a pair (openapi.yaml ItemMatch.reasons). */
export const FOUND_FOR_REASON = 'Posted for this report';

/**
 * Saves the pair at full score, already alerted: the poster's own request tells the owner
 * (foundForPair.ts), so the scorer's later run does not alert again (alertOnce.ts). Call inside
 * the post's transaction.
 */
export async function insertFoundForPair(
  db: Db,
  lostId: string,
  foundId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('item_matches')
    .values({
      lost_id: lostId,
      found_id: foundId,
      score: 1,
      reasons: JSON.stringify([FOUND_FOR_REASON]),
      created_at: now,
      alerted_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['lost_id', 'found_id']).doUpdateSet({
        score: 1,
        reasons: JSON.stringify([FOUND_FOR_REASON]),
        alerted_at: now,
      }),
    )
    .execute();
}

/**
 * The "I found this" pairs some items take part in, on either side: a Found item's own report, or
 * the Found items posted for a Lost report. Only while each is still on its side: an item edited
 * to the other status is scored as any other item.
 */
export async function foundForPairsOf(
  db: Db,
  itemIds: string[],
): Promise<{ lost_id: string; found_id: string }[]> {
  if (itemIds.length === 0) return [];
  // Two lookups by key rather than one OR across the join, which read every Found item (14 ms a
  // call at 25k items, for each item matched). The sides are checked here, not in SQL: with them
  // in the WHERE, SQLite's planner starts from the status index and reads every Found item.
  const pairs = (side: 'f.id' | 'f.found_for_id') =>
    db
      .selectFrom('items as f')
      .innerJoin('items as r', 'r.id', 'f.found_for_id')
      .select([
        'r.id as lost_id',
        'f.id as found_id',
        'f.status as f_status',
        'r.status as r_status',
      ])
      .where(side, 'in', itemIds)
      .execute();
  const rows = [...(await pairs('f.id')), ...(await pairs('f.found_for_id'))];
  const seen = new Set<string>();
  return rows.flatMap(({ lost_id, found_id, f_status, r_status }) => {
    const key = `${lost_id} ${found_id}`;
    if (f_status !== 'Found' || r_status !== 'Lost' || seen.has(key)) return [];
    seen.add(key);
    return [{ lost_id, found_id }];
  });
}
