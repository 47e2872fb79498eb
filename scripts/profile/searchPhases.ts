/**
 * Where an uncached search's index time goes, on a kept bench database (docs/performance.md):
 * builds the in-memory index, then answers each distinct query of the bench's mix the way
 * searchRepository.ts does (first window with its total; partial matches when every full match
 * is known) and prints the CPU of each phase per search, by kind of query.
 *
 *   SEARCH_DATA_DIR=/tmp/bench1m/sqlite-1000000-50000 npx tsx scripts/profile/searchPhases.ts
 *
 * SEARCH_ROUNDS (default `0,1`) lists the rounds: 0 asks each query once, 1 again with other
 * statuses (the index's sets then built); `0,1,1,1` gives the steady state three times.
 */
import { inProcessApp } from '../bench/inProcessApp';
import { distinctQueries } from '../bench/queryMix';

async function main() {
  const dataDir = process.env.SEARCH_DATA_DIR;
  if (!dataDir) throw new Error('SEARCH_DATA_DIR: a kept bench data directory');
  const n = Number(process.env.SEARCH_QUERIES ?? 3000);
  const app = await inProcessApp(dataDir);
  const { searchIndexOf } =
    await import('../../server/modules/search/searchIndex/searchIndexKeeper');
  const { indexSource } = await import('../../server/modules/search/searchIndex/indexSource');
  const { indexPartialMatches } =
    await import('../../server/modules/search/searchIndex/indexPartialMatches');
  const { searchTokens } = await import('../../server/modules/search/searchQuery');
  const { SEARCH_WINDOW, SEARCH_TOTAL_CAP } =
    await import('../../server/modules/search/searchPlan');
  let t = performance.now();
  const index = (await searchIndexOf(app.ctx).ready())!;
  // Searches are pruned once the pair tables are made (docs/performance.md#pairs-that-never-meet).
  while (!index.pairs?.complete) await new Promise((resolve) => setImmediate(resolve));
  console.log(
    `index of ${index.size} items built in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const mem = process.memoryUsage();
  console.log(
    `heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(mem.rss / 2 ** 20).toFixed(0)} MB`,
  );
  const queries = distinctQueries(n);
  const phases = new Map<string, { n: number; window: number; partial: number }>();
  const us = () => {
    const c = process.cpuUsage();
    return c.user + c.system;
  };
  const slowest: { q: string; us: number; kind: string }[] = [];
  for (const round of (process.env.SEARCH_ROUNDS ?? '0,1').split(',').map(Number)) {
    phases.clear();
    slowest.length = 0;
    const all = { n: 0, window: 0, partial: 0 };
    for (const q of queries) {
      const tokens = searchTokens(q);
      const status = round && Math.random() < 0.2 ? 'Found' : undefined;
      const scope = index.scope({ status });
      let c = us();
      const w = await indexSource(index, tokens, scope, 'newest').window!(
        SEARCH_WINDOW,
        SEARCH_TOTAL_CAP,
      );
      const windowUs = us() - c;
      c = us();
      const allFull = !w.capped && w.keys.length === w.total;
      if (tokens.length >= 2 && allFull)
        indexPartialMatches(index, tokens, scope, 'newest', new Set(w.keys), true);
      const partialUs = us() - c;
      const kind = `${tokens.length} word${tokens.length > 1 ? 's' : ''}, ${w.capped ? 'capped' : w.total >= SEARCH_WINDOW ? '80-1000' : allFull ? 'all known' : '?'}`;
      slowest.push({ q: `${q}${status ? ` (${status})` : ''}`, us: windowUs + partialUs, kind });
      const p = phases.get(kind) ?? { n: 0, window: 0, partial: 0 };
      phases.set(kind, p);
      for (const x of [p, all]) {
        x.n++;
        x.window += windowUs;
        x.partial += partialUs;
      }
    }
    console.log(
      `round ${round}: ${all.n} searches, window ${(all.window / all.n).toFixed(0)} µs, partial ${(all.partial / all.n).toFixed(0)} µs a search`,
    );
    for (const [k, p] of [...phases].sort()) {
      console.log(
        `  ${k.padEnd(24)} ${String(p.n).padStart(5)}  window ${(p.window / p.n).toFixed(0).padStart(6)} µs  partial ${(p.partial / p.n).toFixed(0).padStart(6)} µs  share ${((100 * (p.window + p.partial)) / (all.window + all.partial)).toFixed(0)}%`,
      );
    }
  }
  console.log('slowest of round 1:');
  for (const x of slowest.sort((a, b) => b.us - a.us).slice(0, 12)) {
    console.log(`  ${x.us.toFixed(0).padStart(7)} µs  ${x.kind.padEnd(22)} ${x.q}`);
  }
  t = performance.now();
  await app.close();
}
void main();
