import { itemsWithTerm, matchItemsByIds, termCounts, type MatchItemRow } from './matchRepository';
import type { Db } from '../../db';

/** At most this many items of the other side are scored against one item. */
// Measured at 100,000 items: about 0.1 ms a candidate (read and scored); 10 posts a second must fit.
export const MAX_CANDIDATES = 150;

/**
 * The items worth scoring against `item`: active, of the other side, posted by someone else,
 * sharing at least one term (term rows of the other side only, so a count is what a term can
 * yield). Rare terms ("hydroflask", a serial number) say more than common
 * ones ("black", "bag"), so candidates are taken term by term from the rarest, until the cap.
 */
export async function candidatesFor(
  db: Db,
  item: Pick<MatchItemRow, 'id' | 'status' | 'posted_by_id'>,
  terms: string[],
): Promise<MatchItemRow[]> {
  const side = item.status === 'Lost' ? ('Found' as const) : ('Lost' as const);
  const counts = await termCounts(db, [...new Set(terms)], side);
  const rarestFirst = [...counts.entries()]
    .sort(([a, n], [b, m]) => n - m || (a < b ? -1 : 1))
    .map(([term]) => term);
  const ids = new Set<string>();
  for (const term of rarestFirst) {
    for (const id of await itemsWithTerm(db, term, side, MAX_CANDIDATES - ids.size)) ids.add(id);
    if (ids.size >= MAX_CANDIDATES) break;
  }
  // The term rows say what the items were when stored: read what they are now.
  const rows = await matchItemsByIds(db, [...ids]);
  return rows.filter(
    (r) => r.status === side && Number(r.is_active) === 1 && r.posted_by_id !== item.posted_by_id,
  );
}
