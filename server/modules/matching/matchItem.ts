import { nowIso } from '../../lib/ids';
import { alertOnce } from './alertOnce';
import { candidatesFor } from './candidates';
import { matchTerms } from './matchTerms';
import * as repo from './matchRepository';
import { campusPlacesFor } from './campusPlaces';
import { FOUND_FOR_REASON, foundForPairsOf } from './foundForRepository';
import { isMatchable, toReport } from './report';
import { alertsNow, clearlyBest } from './alertPolicy';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreMatch } from './score';
import type { AppContext } from '../../context';

/**
 * The `match-item` job (docs/product.md#matching): after a post or an edit, the item's terms are
 * stored, the other side's items sharing a term are scored against it, the pairs that reach the
 * list are saved and the others retired, and each pair strong enough alerts its owner once.
 * Running it twice gives the same result, so a retry or a second instance does no harm.
 */
export async function matchItem(ctx: AppContext, itemId: string): Promise<void> {
  const { db } = ctx;
  const item = await repo.findMatchItem(db, itemId);
  if (!item) return;
  if (!isMatchable(item)) {
    // Out of matching (claimed, returned, deleted): its pairs stay, the list leaves them out.
    await repo.clearTerms(db, itemId);
    return;
  }
  const report = toReport(item);
  const terms = matchTerms(report);
  await db.transaction().execute((trx) => repo.replaceTerms(trx, item, terms));

  const isLost = item.status === 'Lost';
  const places = await campusPlacesFor(ctx);
  const scored = (await candidatesFor(db, item, terms)).filter(isMatchable).map((other) => {
    const otherReport = toReport(other);
    const [lost, found] = isLost ? [report, otherReport] : [otherReport, report];
    return {
      lost,
      found,
      owner: isLost ? item.posted_by_id : other.posted_by_id,
      ...scoreMatch(lost, found, places),
    };
  });
  const listed = scored.filter((s) => s.score >= LIST_THRESHOLD);
  const pairs = listed.map((s) => ({
    lost_id: s.lost.id,
    found_id: s.found.id,
    score: s.score,
    reasons: JSON.stringify(s.reasons),
  }));
  // An "I found this" pair stays a full match whatever the texts score (docs/product.md#i-found-this).
  const foundFor = await foundForPairsOf(db, itemId);
  const keyOf = (p: { lost_id: string; found_id: string }) => `${p.lost_id} ${p.found_id}`;
  const linked = new Set(foundFor.map(keyOf));
  const saved = [
    ...pairs.filter((p) => !linked.has(keyOf(p))),
    ...foundFor.map((p) => ({ ...p, score: 1, reasons: JSON.stringify([FOUND_FOR_REASON]) })),
  ];
  const now = nowIso();
  await db
    .transaction()
    .execute((trx) => repo.savePairs(trx, itemId, isLost ? 'lost_id' : 'found_id', saved, now));
  // A pair alerts on its score, or when it is clearly the best on both sides (alertPolicy.ts):
  // this item's other pairs are `listed`; the other item's are read from the stored pairs, for
  // the pairs that may alert by margin only (at the threshold the score decides, below the
  // floor nothing does), so a post whose pairs are all clear-cut reads none.
  // Only a pair clear of this item's own other pairs can be clear of both: the other item's
  // rivals are read for those alone (at most the best), not for every listed pair, which cost a
  // read of every pair of up to 150 items per post (docs/performance.md#importing).
  const [best, second] = topTwo(listed.map((s) => s.score));
  const mineFor = (s: { score: number }) => (s.score === best ? second : best);
  const maybe = listed.filter(
    (s) =>
      s.score < ALERT_THRESHOLD &&
      clearlyBest(s.score, { forLost: mineFor(s), forFound: mineFor(s) }),
  );
  const theirRivals = await repo.bestRivalScores(
    db,
    maybe.map((s) => (isLost ? s.found.id : s.lost.id)),
    isLost ? 'found_id' : 'lost_id',
    itemId,
  );
  for (const s of listed) {
    const otherId = isLost ? s.found.id : s.lost.id;
    const mine = mineFor(s);
    const theirs = theirRivals.get(otherId) ?? 0;
    const rivals = isLost
      ? { forLost: mine, forFound: theirs }
      : { forLost: theirs, forFound: mine };
    if (alertsNow(s.score, rivals)) await alertOnce(ctx, s.owner, s.lost, s.found);
  }
}

/** The best and the second-best of some scores (0 where there are fewer). */
function topTwo(scores: number[]): [number, number] {
  let [a, b] = [0, 0];
  for (const x of scores) {
    if (x > a) [a, b] = [x, a];
    else if (x > b) b = x;
  }
  return [a, b];
}
