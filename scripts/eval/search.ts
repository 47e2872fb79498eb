/**
 * Evaluates the item search (docs/search-evaluation.md) through the real server: for each set
 * (the held-out set, written blind and only ever measured, and the dev set, searchDev.ts, the one
 * the search is tuned on) a fresh database is seeded with the set's items and every query asks
 * GET /search/items/search for page 1 (8 items), once with the in-memory index and once with
 * SEARCH_INDEX=database (SQLite FTS5, or PostgreSQL's tsquery with `--db pg`). It prints the
 * page-1 hit rate per kind of query and the MRR, against issue 25's targets. It reports and
 * always exits 0. `--verbose` lists the dev set's misses; the held-out set's misses are never
 * printed, so they cannot drive a change.
 * Run: npm run eval:search [-- --db pg] [-- --verbose]
 */
import { runSet, pgAnswers, PAGE, type DbKind, type Engine, type QueryResult } from './searchRun';
import { devSearchSet, heldoutSearchSet, KINDS, type SearchSet } from './searchSet';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const db: DbKind =
  args[args.indexOf('--db') + 1] === 'pg' && args.includes('--db') ? 'pg' : 'sqlite';

/** Page 1 shows a wanted item; a query that wants nothing must find nothing. */
const hit = (r: QueryResult) => (r.wants.length ? r.ranks.length > 0 : r.shown === 0);
const reciprocal = (r: QueryResult) =>
  r.wants.length ? (r.ranks.length ? 1 / r.ranks[0] : 0) : hit(r) ? 1 : 0;
/** Share of the wanted items page 1 shows (of as many as fit on it): a looser figure, not a target. */
const coverage = (r: QueryResult) =>
  r.wants.length ? r.ranks.length / Math.min(r.wants.length, PAGE) : hit(r) ? 1 : 0;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

type Row = { label: string; value: (rs: QueryResult[]) => number; target?: number; pct: boolean };
const rows: Row[] = [
  ...KINDS.map((kind) => ({
    label: `page-1 hits: ${kind}`,
    value: (rs: QueryResult[]) =>
      mean(rs.filter((r) => r.kind === kind).map((r) => (hit(r) ? 1 : 0))),
    target: kind === 'exact' ? 1 : 0.9,
    pct: true,
  })),
  { label: 'page-1 hits: all', value: (rs) => mean(rs.map((r) => (hit(r) ? 1 : 0))), pct: true },
  { label: 'MRR', value: (rs) => mean(rs.map(reciprocal)), target: 0.8, pct: false },
  { label: 'wanted items on page 1', value: (rs) => mean(rs.map(coverage)), pct: true },
];

async function main() {
  if (db === 'pg' && !(await pgAnswers())) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: nothing to measure.');
    return;
  }
  const engines: Engine[] = ['memory', 'database'];
  const engineName = (e: Engine) => (e === 'memory' ? 'index' : db === 'pg' ? 'tsquery' : 'FTS5');
  const runs: { label: string; set: SearchSet; results: QueryResult[] }[] = [];
  for (const set of [heldoutSearchSet(), devSearchSet()]) {
    for (const engine of engines) {
      const started = performance.now();
      const results = await runSet(set, db, engine);
      const ms = performance.now() - started;
      runs.push({ label: `${set.label} ${engineName(engine)}`, set, results });
      console.log(
        `${set.label} (${set.items.length} items, ${set.queries.length} queries) on ${db}, ` +
          `${engineName(engine)}: ${(ms / 1000).toFixed(1)} s`,
      );
    }
  }
  console.log(`\n${''.padEnd(26)}${runs.map((r) => r.label.padStart(18)).join('')}   target`);
  for (const row of rows) {
    const cells = runs.map(({ results }) => {
      const v = row.value(results);
      const shown = row.pct ? `${(v * 100).toFixed(1)}%` : v.toFixed(3);
      const met = row.target === undefined ? '' : v >= row.target - 1e-9 ? ' ' : '!';
      return `${shown}${met}`.padStart(18);
    });
    const target =
      row.target === undefined ? '' : row.pct ? `≥ ${row.target * 100}%` : `≥ ${row.target}`;
    console.log(`${row.label.padEnd(26)}${cells.join('')}   ${target}`);
  }
  const held = runs.filter((r) => r.set.label === 'held-out');
  console.log('\nHeld-out targets (issue 25), ! above marks a miss:');
  for (const run of held) {
    const missed = rows.filter(
      (row) => row.target !== undefined && row.value(run.results) < row.target - 1e-9,
    );
    console.log(
      `  ${run.label}: ${missed.length ? `MISSED ${missed.map((m) => m.label.replace('page-1 hits: ', '')).join(', ')}` : 'met'}`,
    );
  }
  console.log(
    '  kinds per set: ' +
      KINDS.map((k) => `${k} ${held[0].results.filter((r) => r.kind === k).length}`).join(', '),
  );
  if (verbose) {
    for (const run of runs.filter((r) => r.set.label === 'dev')) {
      console.log(`\n${run.label}: misses`);
      for (const r of run.results.filter((x) => reciprocal(x) < 1)) {
        console.log(
          `  [${r.kind}] "${r.query}" wants ${JSON.stringify(r.wants)}: ranks ${JSON.stringify(r.ranks)}, ${r.shown} shown`,
        );
      }
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
