/**
 * The in-memory index's CPU per search in one process, without the network (an A/B of index
 * changes, docs/performance.md#in-memory-search-index): opens a kept bench database
 * (`BENCH_KEEP=<dir> npm run bench -- --items 1m --db sqlite` seeds one), waits for the index,
 * then asks each distinct query of the bench's mix once through the API (app.inject) and prints
 * the process's CPU per search, the percentiles of the searches' wall times and the slowest
 * searches (`SEARCH_SLOWEST`, 10 by default): where a p99 comes from.
 *
 *   SEARCH_DATA_DIR=/tmp/bench1m/sqlite-1000000-50000 npx tsx scripts/bench/searchIndex/inProcess.ts
 */
import { inProcessApp } from '../inProcessApp';
import { distinctQueries, searchPath } from '../queryMix';

/**
 * Waits for the index's pair tables (docs/performance.md#pairs-that-never-meet): they are made a
 * block per turn of the event loop after it is ready, and a search before then is not pruned.
 */
async function pairTablesMade(app: Awaited<ReturnType<typeof inProcessApp>>) {
  const { searchIndexOf } =
    await import('../../../server/modules/search/searchIndex/searchIndexKeeper');
  const index = await searchIndexOf(app.ctx).ready();
  while (index && !index.pairs?.complete) await new Promise((resolve) => setImmediate(resolve));
}

async function main() {
  const dataDir = process.env.SEARCH_DATA_DIR;
  if (!dataDir) throw new Error('SEARCH_DATA_DIR: a kept bench data directory');
  const n = Number(process.env.SEARCH_QUERIES ?? 3000);
  const app = await inProcessApp(dataDir);
  const started = performance.now();
  for (;;) {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    if ((res.json() as { searchIndex?: string }).searchIndex !== 'loading') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`index ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await pairTablesMade(app);
  console.log(
    `pair tables made ${((performance.now() - started) / 1000).toFixed(1)} s after the start`,
  );
  // Other queries first, unmeasured: the first searches of a process run unoptimised code.
  for (const [i, q] of distinctQueries(Math.min(n, 1000), 97).entries()) {
    await app.inject({ method: 'GET', url: searchPath(q, i + 500_009) });
  }
  const queries = distinctQueries(n);
  const rounds = [0, 1].map(() => 0);
  const walls: { ms: number; path: string }[][] = [[], []];
  for (const round of rounds.keys()) {
    // Round 0 asks each query once; round 1 other pages of the same words (some windows cached).
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (const [i, q] of queries.entries()) {
      const url = searchPath(q, i + round * 100_003);
      const at = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      walls[round].push({ ms: performance.now() - at, path: url });
    }
    const used = process.cpuUsage(cpu);
    rounds[round] = (used.user + used.system) / queries.length;
    console.log(
      `round ${round}: ${queries.length} searches, ${rounds[round].toFixed(0)} µs CPU each, ${((performance.now() - t) / queries.length).toFixed(2)} ms wall each`,
    );
  }
  for (const round of rounds.keys()) {
    console.log(`round ${round}:`);
    printSlowest(walls[round], Number(process.env.SEARCH_SLOWEST ?? 10));
  }
  await app.close();
}

/** The wall-time percentiles of a round (its first searches include the warm-up), and its slowest searches. */
function printSlowest(walls: { ms: number; path: string }[], n: number) {
  const sorted = walls.slice().sort((a, b) => a.ms - b.ms);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].ms;
  const ms = (p: number) => `${at(p).toFixed(2)} ms`;
  console.log(`wall: p50 ${ms(0.5)}, p90 ${ms(0.9)}, p99 ${ms(0.99)}, max ${ms(1)}`);
  for (const w of n > 0 ? sorted.slice(-n).reverse() : []) {
    const query = new URL(w.path, 'http://x').searchParams;
    const status = query.get('status') ?? '';
    console.log(
      `  ${w.ms.toFixed(2)} ms  "${query.get('search')}" ${status} page ${query.get('page')}`,
    );
  }
}
void main();
