import { chunksOf } from '../../lib/chunks';
import { analyse, type Analysis } from './analyse';
import { matchItemsByIds, type MatchItemRow } from './matchRepository';
import { itemsWithTerm, termCounts } from './termsRepository';
import { toReport } from './report';
import type { PlaceDirectory } from './placeDirectory';
import type { MatchReport } from './types';
import type { Db } from '../../db';

/** At most this many items of the other side are scored against one item. */
// Measured at 100,000 items: about 0.1 ms a candidate (read and scored); 10 posts a second must fit.
export const MAX_CANDIDATES = 150;

type Side = 'Lost' | 'Found';
/** IN lists of at most this many values (PostgreSQL and SQLite both take far more). */
const CHUNK = 500;

/**
 * The reads that pick candidates, remembered for one run of the matcher: a bulk job (an import's
 * 100 Found items) scores its items against largely the same Lost reports, through largely the
 * same terms, so each term's count, each term's newest items and each item's row is read once a
 * run, and each candidate analysed once a run, not once an item (docs/performance.md#importing).
 * A run lasts well under a second; an item changed meanwhile is matched again by its own job.
 */
export function candidateReads(db: Db, places: PlaceDirectory) {
  const counts = new Map<string, number>();
  const lists = new Map<string, string[]>();
  const rows = new Map<string, MatchItemRow>();
  const analysed = new WeakMap<MatchItemRow, { report: MatchReport; analysis: Analysis }>();
  const keyOf = (side: Side, term: string) => `${side}\u0000${term}`;

  return {
    places,
    /** A row's report and its analysis, for scoring (score.ts). */
    analysed(row: MatchItemRow & { status: 'Lost' | 'Found' }) {
      let known = analysed.get(row);
      if (!known) {
        const report = toReport(row);
        analysed.set(row, (known = { report, analysis: analyse(report, places) }));
      }
      return known;
    },
    /** How many items of `side` carry each of `terms` (those with any). */
    async counts(terms: string[], side: Side): Promise<Map<string, number>> {
      const missing = [...new Set(terms)].filter((t) => !counts.has(keyOf(side, t)));
      for (const some of chunksOf(missing, CHUNK)) {
        const found = await termCounts(db, some, side);
        for (const t of some) counts.set(keyOf(side, t), found.get(t) ?? 0);
      }
      const out = new Map<string, number>();
      for (const t of terms) {
        const n = counts.get(keyOf(side, t))!;
        if (n > 0) out.set(t, n);
      }
      return out;
    },
    /** The newest MAX_CANDIDATES items of `side` carrying `term`. */
    async withTerm(term: string, side: Side): Promise<string[]> {
      const key = keyOf(side, term);
      let ids = lists.get(key);
      if (!ids) lists.set(key, (ids = await itemsWithTerm(db, term, side, MAX_CANDIDATES)));
      return ids;
    },
    /** The items of `ids` as they are now (those that exist). */
    async rows(ids: string[]): Promise<MatchItemRow[]> {
      const missing = ids.filter((id) => !rows.has(id));
      for (const some of chunksOf(missing, CHUNK)) {
        for (const row of await matchItemsByIds(db, some)) rows.set(row.id, row);
      }
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
  };
}

export type CandidateReads = ReturnType<typeof candidateReads>;

const otherSide = (item: Pick<MatchItemRow, 'status'>): Side =>
  item.status === 'Lost' ? 'Found' : 'Lost';

/**
 * The ids worth scoring against `item`: of the other side, sharing at least one term (term rows
 * of the other side only, so a count is what a term can yield). Rare terms ("hydroflask", a
 * serial number) say more than common ones ("black", "bag"), so candidates are taken term by
 * term from the rarest, until the cap.
 */
export async function candidateIdsFor(
  reads: CandidateReads,
  item: Pick<MatchItemRow, 'status'>,
  terms: string[],
): Promise<string[]> {
  const side = otherSide(item);
  const counts = await reads.counts(terms, side);
  const rarestFirst = [...counts.entries()]
    .sort(([a, n], [b, m]) => n - m || (a < b ? -1 : 1))
    .map(([term]) => term);
  const ids = new Set<string>();
  for (const term of rarestFirst) {
    const newest = await reads.withTerm(term, side);
    for (const id of newest.slice(0, MAX_CANDIDATES - ids.size)) ids.add(id);
    if (ids.size >= MAX_CANDIDATES) break;
  }
  return [...ids];
}

/**
 * The items of `ids` worth scoring against `item` as they are now: the term rows say what the
 * items were when stored, so each is checked to be active, of the other side and someone else's.
 */
export async function candidatesOf(
  reads: CandidateReads,
  item: Pick<MatchItemRow, 'status' | 'posted_by_id'>,
  ids: string[],
): Promise<MatchItemRow[]> {
  const side = otherSide(item);
  return (await reads.rows(ids)).filter(
    (r) => r.status === side && Number(r.is_active) === 1 && r.posted_by_id !== item.posted_by_id,
  );
}
