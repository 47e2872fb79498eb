import type { Rivals } from '../../server/modules/matching/alertPolicy';
import type { MatchingSet } from './matchingSet';
import type { MatchReport, MatchScore } from '../../server/modules/matching/types';

/** Scores a Lost report against a Found item. */
export type Scorer = (lost: MatchReport, found: MatchReport) => MatchScore;

export type Figures = {
  pairs: number;
  lostPool: number;
  foundPool: number;
  lostTop1: number;
  lostTop3: number;
  foundTop1: number;
  foundTop3: number;
  alerts: number;
  trueAlerts: number;
  precision: number;
  recall: number;
  /** Pairs that raised no alert although their Found item ranked first for the Lost report. */
  rankedFirstNotAlerted: number;
  /** Pairs that alert by the margin rule only (below the threshold). */
  marginAlerts: number;
  /** Digest entries: pairs at or above the digest threshold that did not alert. */
  digest: number;
  trueDigest: number;
  digestPrecision: number;
  /** True pairs that alerted or reached the digest. */
  reachRecall: number;
  listedPairs: number;
  listedPerLost: number;
};

export type Evaluation = {
  figures: Figures;
  /** Every Lost × Found score of the pool, keyed `lostId|foundId`. */
  scores: Map<string, number>;
  /** Each pair's best rival score on each side (alertPolicy.ts), keyed like `scores`. */
  rivals: Map<string, Rivals>;
  /** Whether a `lostId|foundId` key is a true pair. */
  isPair: (key: string) => boolean;
  /** Ranking misses (rank > 3), false and missed alerts, as lines a person reads. */
  misses: string[];
};

export const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);

/** What happens to a pair: alerted at once, listed in the daily digest, or only listed. */
export type Policy = {
  alertAt: number;
  listAt: number;
  digestAt: number;
  /** The most digest entries one Lost report gets, best first. */
  digestPerReport: number;
  /** Whether a pair below `alertAt` alerts, given the best rival score on each side. */
  clearlyBest: (score: number, rivals: Rivals) => boolean;
};

/**
 * Ranking recall both ways (the partner's rank among every report of the other side, a tie
 * counting against it) and alert precision and recall at `alertAt` over the whole pool.
 */
export function evaluate(set: MatchingSet, score: Scorer, policy: Policy): Evaluation {
  const { alertAt, listAt, digestAt } = policy;
  const pool = [
    ...set.pairs.flatMap((p) => [p.lost, p.found]),
    ...set.nearMisses,
    ...set.unrelated,
  ];
  const lostPool = pool.filter((r) => r.status === 'Lost');
  const foundPool = pool.filter((r) => r.status === 'Found');
  const partner = new Map<string, string>();
  for (const { lost, found } of set.pairs) {
    partner.set(lost.id, found.id);
    partner.set(found.id, lost.id);
  }
  const scores = new Map<string, number>();
  for (const lost of lostPool) {
    for (const found of foundPool) scores.set(`${lost.id}|${found.id}`, score(lost, found).score);
  }
  const scoreOf = (a: MatchReport, b: MatchReport) =>
    scores.get(a.status === 'Lost' ? `${a.id}|${b.id}` : `${b.id}|${a.id}`) as number;
  const rankOf = (report: MatchReport, candidates: MatchReport[]) => {
    const own = scoreOf(
      report,
      candidates.find((c) => c.id === partner.get(report.id))!,
    );
    const above = candidates.filter(
      (c) => c.id !== partner.get(report.id) && scoreOf(report, c) >= own,
    );
    return 1 + above.length;
  };
  const misses: string[] = [];
  const lostRanks = set.pairs.map((p) => rankOf(p.lost, foundPool));
  const foundRanks = set.pairs.map((p) => rankOf(p.found, lostPool));
  set.pairs.forEach((p, i) => {
    if (lostRanks[i] > 3) misses.push(`Lost→Found rank ${lostRanks[i]}: "${p.lost.title}"`);
    if (foundRanks[i] > 3) misses.push(`Found→Lost rank ${foundRanks[i]}: "${p.found.title}"`);
  });
  const byId = new Map(pool.map((r) => [r.id, r]));
  // The two best scores of each report: a pair's rival on a side is the best that is not it.
  const top2 = new Map<string, [number, number]>();
  const offer = (id: string, s: number) => {
    const t = top2.get(id) ?? [0, 0];
    if (s > t[0]) top2.set(id, [s, t[0]]);
    else if (s > t[1]) top2.set(id, [t[0], s]);
    else top2.set(id, t);
  };
  for (const [key, s] of scores) {
    const [l, f] = key.split('|');
    offer(l, s);
    offer(f, s);
  }
  const rival = (id: string, s: number) => {
    const [a, b] = top2.get(id) ?? [0, 0];
    return a === s ? b : a;
  };
  const rivals = new Map<string, Rivals>();
  const alerted = new Set<string>();
  let alerts = 0;
  let trueAlerts = 0;
  let marginAlerts = 0;
  let digest = 0;
  let trueDigest = 0;
  let listedPairs = 0;
  const digestable = new Map<string, [number, boolean][]>();
  for (const [key, s] of scores) {
    if (s >= listAt) listedPairs += 1;
    const [l, f] = key.split('|');
    const isTrue = partner.get(l) === f;
    const rivalsOf = { forLost: rival(l, s), forFound: rival(f, s) };
    rivals.set(key, rivalsOf);
    const byMargin = s < alertAt && policy.clearlyBest(s, rivalsOf);
    if (s < alertAt && !byMargin) {
      if (s >= digestAt) (digestable.get(l) ?? digestable.set(l, []).get(l)!).push([s, isTrue]);
      continue;
    }
    alerts += 1;
    alerted.add(key);
    if (byMargin) marginAlerts += 1;
    if (isTrue) trueAlerts += 1;
    else
      misses.push(
        `false alert ${s.toFixed(3)}${byMargin ? ' (margin)' : ''}: "${byId.get(l)!.title}" ~ "${byId.get(f)!.title}"`,
      );
  }
  for (const entries of digestable.values()) {
    entries.sort((a, b) => b[0] - a[0]);
    for (const [, isTrue] of entries.slice(0, policy.digestPerReport)) {
      digest += 1;
      if (isTrue) trueDigest += 1;
    }
  }
  let rankedFirstNotAlerted = 0;
  set.pairs.forEach((p, i) => {
    if (alerted.has(`${p.lost.id}|${p.found.id}`)) return;
    const s = score(p.lost, p.found);
    if (lostRanks[i] === 1) rankedFirstNotAlerted += 1;
    misses.push(
      `missed alert ${s.score.toFixed(3)} rank ${lostRanks[i]}: "${p.lost.title}" ~ "${p.found.title}" [${s.reasons.join('; ')}]`,
    );
  });
  const share = (ranks: number[], k: number) =>
    pct(ranks.filter((r) => r <= k).length, ranks.length);
  return {
    figures: {
      pairs: set.pairs.length,
      lostPool: lostPool.length,
      foundPool: foundPool.length,
      lostTop1: share(lostRanks, 1),
      lostTop3: share(lostRanks, 3),
      foundTop1: share(foundRanks, 1),
      foundTop3: share(foundRanks, 3),
      alerts,
      trueAlerts,
      precision: pct(trueAlerts, alerts),
      recall: pct(trueAlerts, set.pairs.length),
      rankedFirstNotAlerted,
      marginAlerts,
      digest,
      trueDigest,
      digestPrecision: pct(trueDigest, digest),
      reachRecall: pct(trueAlerts + trueDigest, set.pairs.length),
      listedPairs: pct(
        set.pairs.filter((p) => scoreOf(p.lost, p.found) >= listAt).length,
        set.pairs.length,
      ),
      listedPerLost: listedPairs / lostPool.length,
    },
    scores,
    rivals,
    isPair: (key) => {
      const [l, f] = key.split('|');
      return partner.get(l) === f;
    },
    misses,
  };
}
