/**
 * Evaluates the matching score on the hand-written set (matchingSet.ts): ranking recall both
 * ways, alert precision and recall at ALERT_THRESHOLD, and the cost of one score. It reports and
 * always exits 0; `--verbose` also lists every miss. Run: npm run eval:matching
 */
import { matchTerms } from '../../server/modules/matching/matchTerms';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreMatch } from '../../server/modules/matching/score';
import { loadMatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

const verbose = process.argv.includes('--verbose');
const set = loadMatchingSet();
const pool = [...set.pairs.flatMap((p) => [p.lost, p.found]), ...set.nearMisses, ...set.unrelated];
const lostPool = pool.filter((r) => r.status === 'Lost');
const foundPool = pool.filter((r) => r.status === 'Found');
const partner = new Map<string, string>();
for (const { lost, found } of set.pairs) {
  partner.set(lost.id, found.id);
  partner.set(found.id, lost.id);
}
const scores = new Map<string, number>();
for (const lost of lostPool) {
  for (const found of foundPool)
    scores.set(`${lost.id}|${found.id}`, scoreMatch(lost, found).score);
}
const scoreOf = (a: MatchReport, b: MatchReport) =>
  scores.get(a.status === 'Lost' ? `${a.id}|${b.id}` : `${b.id}|${a.id}`) as number;

/** 1 + how many other candidates score at least as high: a tie counts against the pair. */
function rankOfPartner(report: MatchReport, candidates: MatchReport[]): number {
  const own = scoreOf(
    report,
    candidates.find((c) => c.id === partner.get(report.id)) as MatchReport,
  );
  return (
    1 +
    candidates.filter((c) => c.id !== partner.get(report.id) && scoreOf(report, c) >= own).length
  );
}

const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);
const line = (label: string, value: number, target: number | undefined) =>
  console.log(
    `${label.padEnd(34)} ${value.toFixed(1).padStart(5)}%` +
      (target === undefined
        ? ''
        : `   target ≥ ${target}%   ${value >= target ? 'met' : 'MISSED'}`),
  );

console.log(
  `Matching evaluation: ${set.pairs.length} pairs, ${set.nearMisses.length} near misses, ` +
    `${set.unrelated.length} unrelated; pool ${lostPool.length} Lost × ${foundPool.length} Found`,
);
console.log(`ALERT_THRESHOLD ${ALERT_THRESHOLD}, LIST_THRESHOLD ${LIST_THRESHOLD}\n`);

const misses: string[] = [];
for (const [direction, from, candidates] of [
  ['Lost→Found', set.pairs.map((p) => p.lost), foundPool],
  ['Found→Lost', set.pairs.map((p) => p.found), lostPool],
] as const) {
  const ranks = from.map((r) => rankOfPartner(r, candidates));
  line(
    `${direction} top-1 recall`,
    pct(ranks.filter((k) => k <= 1).length, ranks.length),
    undefined,
  );
  line(`${direction} top-3 recall`, pct(ranks.filter((k) => k <= 3).length, ranks.length), 90);
  from.forEach((r, i) => {
    if (ranks[i] > 3) misses.push(`${direction} rank ${ranks[i]}: ${r.id} "${r.title}"`);
  });
}

let alerts = 0;
let trueAlerts = 0;
const falseAlerts: string[] = [];
for (const lost of lostPool) {
  for (const found of foundPool) {
    const s = scoreOf(lost, found);
    if (s < ALERT_THRESHOLD) continue;
    alerts += 1;
    if (partner.get(lost.id) === found.id) trueAlerts += 1;
    else falseAlerts.push(`false alert ${s.toFixed(3)}: "${lost.title}" ~ "${found.title}"`);
  }
}
line('alert precision', pct(trueAlerts, alerts), 80);
line('alert recall', pct(trueAlerts, set.pairs.length), 80);
console.log(`alerts raised                      ${alerts} (${trueAlerts} true)`);

const listed = set.pairs.filter((p) => scoreOf(p.lost, p.found) >= LIST_THRESHOLD).length;
line('pairs at or above LIST_THRESHOLD', pct(listed, set.pairs.length), undefined);
let listedPairs = 0;
for (const s of scores.values()) if (s >= LIST_THRESHOLD) listedPairs += 1;
console.log(
  `listed per Lost report (mean)      ${(listedPairs / lostPool.length).toFixed(1)} of ${foundPool.length} Found`,
);
const sharing = set.pairs.filter((p) => {
  const terms = new Set(matchTerms(p.lost));
  return matchTerms(p.found).some((t) => terms.has(t));
}).length;
line('pairs sharing a matchTerms term', pct(sharing, set.pairs.length), 100);

// Cost: every Lost × Found of the pool, many rounds, on fresh copies (cold analyses) and then
// on the same objects again (each report's analysis cached, as the worker scores).
const copies = pool.map((r) => ({ ...r }));
let t0 = process.hrtime.bigint();
let calls = 0;
for (const a of copies.filter((r) => r.status === 'Lost')) {
  for (const b of copies.filter((r) => r.status === 'Found')) {
    scoreMatch(a, b);
    calls += 1;
  }
}
const firstRound = Number(process.hrtime.bigint() - t0) / 1000 / calls;
const ROUNDS = 20;
t0 = process.hrtime.bigint();
for (let round = 0; round < ROUNDS; round++) {
  for (const a of lostPool) for (const b of foundPool) scoreMatch(a, b);
}
const warm =
  Number(process.hrtime.bigint() - t0) / 1000 / (ROUNDS * lostPool.length * foundPool.length);
console.log(
  `mean µs per scoreMatch call        ${warm.toFixed(2)} (analyses cached), ${firstRound.toFixed(2)} (first round, analysing)   target < 50   ${warm < 50 ? 'met' : 'MISSED'}`,
);

if (verbose) {
  console.log('\nthreshold  precision  recall');
  for (let t = 0.3; t < 0.99; t += 0.05) {
    let n = 0;
    let ok = 0;
    for (const [key, s] of scores) {
      if (s < t) continue;
      n += 1;
      if (partner.get(key.split('|')[0]) === key.split('|')[1]) ok += 1;
    }
    console.log(
      `${t.toFixed(2).padStart(9)}  ${pct(ok, n).toFixed(1).padStart(8)}%  ${pct(ok, set.pairs.length).toFixed(1).padStart(5)}%`,
    );
  }
  console.log('');
  for (const m of [...misses, ...falseAlerts]) console.log(m);
  for (const p of set.pairs) {
    const s = scoreMatch(p.lost, p.found);
    if (s.score < ALERT_THRESHOLD)
      console.log(
        `missed alert ${s.score.toFixed(3)}: "${p.lost.title}" ~ "${p.found.title}" [${s.reasons.join('; ')}]`,
      );
  }
} else if (misses.length + falseAlerts.length > 0) {
  console.log(
    `\n${misses.length} ranking misses, ${falseAlerts.length} false alerts (--verbose lists them)`,
  );
}
