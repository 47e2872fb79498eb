import { nowIso } from '../../lib/ids';
import { alertOnce, announceAlerts, type MatchAlert } from './alertOnce';
import { candidateIdsFor, candidateReads, candidatesOf, type CandidateReads } from './candidates';
import { analyse, type Analysis } from './analyse';
import { termsOf } from './matchTerms';
import * as repo from './matchRepository';
import { clearTermsOf, replaceTermsOf } from './termsRepository';
import { campusPlacesFor } from './campusPlaces';
import { FOUND_FOR_REASON, foundForPairsOf } from './foundForRepository';
import { isMatchable, toReport } from './report';
import { alertsNow, clearlyBest } from './alertPolicy';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreAnalysed } from './score';
import type { MatchItemRow } from './matchRepository';
import type { MatchReport } from './types';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/**
 * The `match-item` job (docs/product.md#matching): after a post or an edit, the item's terms are
 * stored, the other side's items sharing a term are scored against it, the pairs that reach the
 * list are saved and the others retired, and each pair strong enough alerts its owner once.
 * Running it twice gives the same result, so a retry or a second instance does no harm.
 */
export async function matchItem(ctx: AppContext, itemId: string): Promise<void> {
  await matchItems(ctx, [itemId]);
}

/**
 * Many items matched in one run (a bulk write's `match-items` job, docs/performance.md#importing),
 * each as `matchItem` would: their terms stored in one transaction, the candidates' reads shared
 * (the items of an import meet largely the same Lost reports) and every item scored, then the
 * pairs saved and the alerts sent item after item, so a pair saved for one item is a rival the
 * next one sees. On SQLite the saves of a run commit together (one writer: a few milliseconds of
 * writes, where a commit an item cost more than the writes); on PostgreSQL each item commits on
 * its own, its rows locked in key order (savePairs), so two instances cannot deadlock.
 */
export async function matchItems(ctx: AppContext, itemIds: string[]): Promise<void> {
  const { db } = ctx;
  // In the order given (the order they were written): the margin rule reads the pairs saved
  // before, so the order decides, as it does for items matched one by one.
  const order = new Map([...new Set(itemIds)].map((id, i) => [id, i]));
  const rows = (await repo.matchItemsByIds(db, [...order.keys()])).sort(
    (a, b) => order.get(a.id)! - order.get(b.id)!,
  );
  // Out of matching (claimed, returned, deleted): its pairs stay, the list leaves them out.
  const out = rows.filter((row) => !isMatchable(row)).map((row) => row.id);
  const places = await campusPlacesFor(ctx);
  const work = rows.filter(isMatchable).map((item) => {
    const report = toReport(item);
    const analysis = analyse(report, places);
    return { item, report, analysis, terms: termsOf(analysis) };
  });
  if (out.length > 0) await clearTermsOf(db, out);
  if (work.length === 0) return;
  await db.transaction().execute((trx) => replaceTermsOf(trx, work));
  const reads = candidateReads(db, places);
  const foundFor = await foundForPairsOf(
    db,
    work.map((w) => w.item.id),
  );
  // Every term's count in one read a side, then every item's candidates, then their rows at once.
  for (const side of ['Lost', 'Found'] as const) {
    const terms = work.filter((w) => w.item.status !== side).flatMap((w) => w.terms);
    if (terms.length > 0) await reads.counts(terms, side);
  }
  const ids: string[][] = [];
  for (const w of work) ids.push(await candidateIdsFor(reads, w.item, w.terms));
  await reads.rows([...new Set(ids.flat())]);
  const scored: Scored[] = [];
  for (const [i, w] of work.entries()) {
    const mine = foundFor.filter((p) => p.lost_id === w.item.id || p.found_id === w.item.id);
    const candidates = await candidatesOf(reads, w.item, ids[i]!);
    scored.push(scoreItem(reads, w, candidates, mine));
  }
  const save = (trx: Db, some: Scored[]) => saveAll(trx, ctx.metrics, some);
  if (ctx.dialect === 'sqlite') {
    announceAlerts(ctx, await db.transaction().execute((trx) => save(trx, scored)));
  } else {
    for (const one of scored) {
      announceAlerts(ctx, await db.transaction().execute((trx) => save(trx, [one])));
    }
  }
}

type Work = {
  item: MatchItemRow & { status: 'Lost' | 'Found' };
  report: MatchReport;
  analysis: Analysis;
  terms: string[];
};

type Pair = { lost: MatchReport; found: MatchReport; owner: string; score: number };

/** An item's scored pairs: what its save needs. */
type Scored = {
  itemId: string;
  isLost: boolean;
  listed: Pair[];
  saved: repo.MatchPair[];
  /** The listed pairs that may alert by margin: their other item's rivals are read. */
  maybe: Pair[];
  mineFor: (s: { score: number }) => number;
};

function scoreItem(
  reads: CandidateReads,
  { item, report, analysis }: Work,
  candidates: MatchItemRow[],
  foundFor: { lost_id: string; found_id: string }[],
): Scored {
  const itemId = item.id;
  const isLost = item.status === 'Lost';
  const scored = candidates.filter(isMatchable).map((other) => {
    const theirs = reads.analysed(other);
    const [lost, found] = isLost ? [report, theirs.report] : [theirs.report, report];
    const { score, reasons } = isLost
      ? scoreAnalysed(analysis, theirs.analysis, LIST_THRESHOLD)
      : scoreAnalysed(theirs.analysis, analysis, LIST_THRESHOLD);
    return { lost, found, owner: isLost ? item.posted_by_id : other.posted_by_id, score, reasons };
  });
  const listed = scored.filter((s) => s.score >= LIST_THRESHOLD);
  const pairs = listed.map((s) => ({
    lost_id: s.lost.id,
    found_id: s.found.id,
    score: s.score,
    reasons: JSON.stringify(s.reasons),
  }));
  // An "I found this" pair stays a full match whatever the texts score (docs/product.md#i-found-this).
  const keyOf = (p: { lost_id: string; found_id: string }) => `${p.lost_id} ${p.found_id}`;
  const linked = new Set(foundFor.map(keyOf));
  const saved = [
    ...pairs.filter((p) => !linked.has(keyOf(p))),
    ...foundFor.map((p) => ({ ...p, score: 1, reasons: JSON.stringify([FOUND_FOR_REASON]) })),
  ];
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
  return { itemId, isLost, listed, saved, maybe, mineFor };
}

/**
 * Saves each item's pairs, then reads its other items' rivals (the pairs saved so far included)
 * and alerts, all in the caller's transaction: the alerts to announce after the commit.
 */
async function saveAll(
  trx: Db,
  metrics: AppContext['metrics'],
  items: Scored[],
): Promise<MatchAlert[]> {
  const sent: MatchAlert[] = [];
  const now = nowIso();
  for (const { itemId, isLost, listed, saved, maybe, mineFor } of items) {
    await repo.savePairs(trx, itemId, isLost ? 'lost_id' : 'found_id', saved, now);
    const theirRivals = await repo.bestRivalScores(
      trx,
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
      if (!alertsNow(s.score, rivals)) continue;
      const alert = await alertOnce(trx, metrics, s.owner, s.lost, s.found);
      if (alert) sent.push(alert);
    }
  }
  return sent;
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
