/**
 * The in-memory index's CPU per search in one process, without the network (an A/B of index
 * changes, docs/performance.md#in-memory-search-index): opens a kept bench database
 * (`BENCH_KEEP=<dir> npm run bench -- --items 1m --db sqlite` seeds one), waits for the index,
 * then asks each distinct query of the bench's mix once through the API (app.inject) and prints
 * the process's CPU per search.
 *
 *   SEARCH_DATA_DIR=/tmp/bench1m/sqlite-1000000-50000 npx tsx scripts/bench/searchIndex/inProcess.ts
 */
import { inProcessApp } from '../inProcessApp';
import { distinctQueries, searchPath } from '../queryMix';

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
  const queries = distinctQueries(n);
  const rounds = [0, 1].map(() => 0);
  for (const round of rounds.keys()) {
    // Round 0 warms the code; round 1 asks other pages of the same words (none cached).
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (const [i, q] of queries.entries()) {
      const res = await app.inject({ method: 'GET', url: searchPath(q, i + round * 100_003) });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
    const used = process.cpuUsage(cpu);
    rounds[round] = (used.user + used.system) / queries.length;
    console.log(
      `round ${round}: ${queries.length} searches, ${rounds[round].toFixed(0)} µs CPU each, ${((performance.now() - t) / queries.length).toFixed(2)} ms wall each`,
    );
  }
  await app.close();
}
void main();
