import { itemsWithTerm, matchItemsByIds, termCounts, type MatchItemRow } from './matchRepository';
import type { Db } from '../../db';

/** At most this many items of the other side are scored against one item. */
// Measured at 100,000 items: about 0.1 ms a candidate (read and scored); 10 posts a second must fit.
export const MAX_CANDIDATES = 150;

/**
 * The items worth scoring against `item`: active, of the other side, posted by someone else,
 * sharing at least one term. Rare terms ("hydroflask", a serial number) say more than common
 * ones ("black", "bag"), so candidates are taken term by term from the rarest, until the cap.
 */
export async function candidatesFor(
  db: Db,
  item: Pick<MatchItemRow, 'status' | 'posted_by_id'>,
  terms: string[],
): Promise<MatchItemRow[]> {
  const counts = await termCounts(db, [...new Set(terms)]);
  // A count of 1 is the item itself: nobody else uses the term.
  const rarestFirst = [...counts.entries()]
    .filter(([, n]) => n > 1)
    .sort(([a, n], [b, m]) => n - m || (a < b ? -1 : 1))
    .map(([term]) => term);
  const want = {
    status: item.status === 'Lost' ? ('Found' as const) : ('Lost' as const),
    notPostedBy: item.posted_by_id,
    limit: MAX_CANDIDATES,
  };
  const ids = new Set<string>();
  for (const term of rarestFirst) {
    for (const id of await itemsWithTerm(db, term, want)) {
      if (ids.size >= MAX_CANDIDATES) break;
      ids.add(id);
    }
    if (ids.size >= MAX_CANDIDATES) break;
  }
  return matchItemsByIds(db, [...ids]);
}
