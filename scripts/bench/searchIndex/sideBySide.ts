/**
 * Three search engines side by side in one process, on the same items and the same queries
 * (docs/performance.md#in-memory-search-index): what one uncached search costs in each.
 *
 * - ours: the in-memory index (MatchIndex, filled with `put` from `itemBatch`'s batches), asked
 *   for the first window of 100 keys and the total up to 1,000 (`indexSource(...).window`), then,
 *   for 2+ words when every full match is in the window, the partial matches, as textSearch in
 *   searchRepository.ts does;
 * - FTS5: SQLite's FTS5 tables through `ftsSource` (active items, newest first), the same window
 *   of 100 and total up to 1,000 (searchPlan.ts `firstWindow`, its steps for an engine without a
 *   one-pass window);
 * - MiniSearch: the npm package, fields title (boost 2) and the rest (description, location,
 *   category), prefix and fuzzy (0.2) matching, every word required, no stored fields, the
 *   active items only (as FTS5 and ours' scope). It always computes every result: the first 100
 *   and the count up to 1,000 are taken from them.
 *
 * Per engine: the build (wall time, and how much of it the engine took; heap used after minus
 * before, after a GC, with the array buffers outside the heap apart: the index's bitsets; FTS5 is
 * on disk, so the database file's size), the CPU per query (process.cpuUsage over all queries,
 * after warming up on the first 200), the p50/p99 wall time of single queries and the mean number
 * of results (the capped total), then ours' CPU against each. Ours is built and asked first (its
 * heap read again after the queries: it caches prefix sets), then FTS5 is asked, then MiniSearch
 * is built (ours kept, so the growth is MiniSearch's own) and asked. The app is opened with
 * SEARCH_INDEX=database, so it loads no index of its own while this runs. Needs a kept SQLite
 * bench database (`BENCH_KEEP=/tmp/bench100k npx tsx scripts/bench/http.ts --items 100k
 * --db sqlite` seeds one); SEARCH_QUERIES: how many distinct queries of the bench's mix (2000).
 *
 *   SEARCH_DATA_DIR=/tmp/bench100k/sqlite-100000-50000 npm run bench:engines
 *   SEARCH_DATA_DIR=... SEARCH_QUERIES=300 NODE_OPTIONS=--expose-gc npx tsx scripts/bench/searchIndex/sideBySide.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import MiniSearch from 'minisearch';
import { ftsSource } from '../../../server/modules/search/ftsSearchRepository';
import { indexPartialMatches } from '../../../server/modules/search/searchIndex/indexPartialMatches';
import { itemBatch, type Cursor } from '../../../server/modules/search/searchIndex/indexRepository';
import { indexSource } from '../../../server/modules/search/searchIndex/indexSource';
import {
  MatchIndex,
  type IndexedItem,
} from '../../../server/modules/search/searchIndex/matchIndex';
import { firstWindow } from '../../../server/modules/search/searchPlan';
import { searchTokens } from '../../../server/modules/search/searchQuery';
import { distinctQueries } from '../queryMix';
import {
  delta,
  gc,
  grown,
  mb,
  measure,
  memory,
  perQuery,
  ratio,
  type Engine,
} from './engineMeasure';
import type { Db, Dialect } from '../../../server/db';

const WINDOW = 100;
const CAP = 1000;
const BATCH = 5000;

/** Every item, `BATCH` at a time in search order, each batch given to `take` (timed apart). */
async function eachBatch(db: Db, dialect: Dialect, take: (items: IndexedItem[]) => void) {
  const started = performance.now();
  let taking = 0;
  let cursor: Cursor | null = null;
  for (;;) {
    const { items, next } = await itemBatch(db, dialect, cursor, BATCH);
    const t = performance.now();
    take(items);
    taking += performance.now() - t;
    if (!next) break;
    cursor = next;
  }
  return { seconds: (performance.now() - started) / 1000, taking: taking / 1000 };
}

/** The database file and its write-ahead log, and the FTS tables' share (when dbstat exists). */
async function onDisk(db: Db, dataDir: string) {
  const size = (f: string) => {
    try {
      return fs.statSync(path.join(dataDir, f)).size;
    } catch {
      return 0;
    }
  };
  const file = size('lostfound.db');
  const wal = size('lostfound.db-wal');
  let fts = '';
  try {
    const { rows } = await sql<{ bytes: number | null }>`SELECT sum(pgsize) AS bytes FROM dbstat
      WHERE name LIKE 'items_fts%' OR name LIKE 'items_title_fts%'`.execute(db);
    fts = `, of which the FTS5 tables ${mb(Number(rows[0]?.bytes ?? 0))}`;
  } catch {
    // dbstat is not compiled in: the file size alone
  }
  return `database file ${mb(file)}${wal ? ` (+ ${mb(wal)} WAL)` : ''}${fts}`;
}

async function main() {
  const dataDir = process.env.SEARCH_DATA_DIR;
  if (!dataDir) throw new Error('SEARCH_DATA_DIR: a kept bench data directory');
  if (!fs.existsSync(path.join(dataDir, 'lostfound.db'))) {
    throw new Error(`no lostfound.db in ${dataDir}`);
  }
  const n = Number(process.env.SEARCH_QUERIES ?? 2000);
  const queries = distinctQueries(n);

  // Imported late, as inProcessApp.ts does; no index of its own (SEARCH_INDEX=database).
  const { buildApp } = await import('../../../server/app');
  const { loadConfig } = await import('../../../server/config');
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      SEARCH_INDEX: 'database',
      JOB_RUNNER: 'inline',
      JOB_POLL_MS: '60000',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
    } as NodeJS.ProcessEnv),
  );
  const { db, dialect } = app.ctx;
  if (dialect !== 'sqlite') throw new Error('FTS5 needs the SQLite database');

  const { rows } = await sql<{ n: number; active: number }>`SELECT count(*) AS n,
    sum(is_active) AS active FROM items`.execute(db);
  const items = Number(rows[0]?.n ?? 0);
  const active = Number(rows[0]?.active ?? 0);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `Search engines side by side: ${items} items (${active} active), ${queries.length} queries,` +
      ` load average ${load}, ${new Date().toISOString()}, node ${process.version}`,
  );
  if (!gc) {
    console.log(
      'global.gc is not exposed (run with node --expose-gc): memory figures include garbage',
    );
  }

  const build = (b: { seconds: number; taking: number }, what: string) =>
    `build ${b.seconds.toFixed(2)} s wall (${b.taking.toFixed(2)} s of it ${what}, the rest reading SQLite)`;

  // Ours: built, then asked (it caches prefix sets as queries come: its heap is read again after
  // them), and kept while MiniSearch is built, so MiniSearch's growth is its own.
  const empty = memory();
  const ours = new MatchIndex();
  const oursBuild = await eachBatch(db, dialect, (batch) => {
    for (const item of batch) ours.put(item);
  });
  const oursBuilt = grown(empty);
  // The window's CPU alone (the rest is the partial matches), read within the same queries.
  let windowCpu = 0;
  const oursEngine: Engine = {
    name: 'ours',
    start: () => (windowCpu = 0),
    search: async (q) => {
      const cpu = process.cpuUsage();
      const tokens = searchTokens(q);
      const scope = ours.scope({});
      const w = await firstWindow(indexSource(ours, tokens, scope, 'newest'), CAP, WINDOW);
      const used = process.cpuUsage(cpu);
      windowCpu += used.user + used.system;
      // As textSearch: partial matches when every full match is known.
      const partial =
        tokens.length >= 2 && !w.capped && w.keys.length === w.total
          ? indexPartialMatches(ours, tokens, scope, 'newest', new Set(w.keys), true).length
          : 0;
      return { keys: w.keys, total: w.total, partial };
    },
  };
  const oursMeasured = await measure(oursEngine, queries);
  const oursAsked = grown(empty);
  console.log(
    `ours (MatchIndex, ${ours.size} items): ${build(oursBuild, 'put()')}, heap ${delta(oursBuilt.heap)}` +
      ` (${delta(oursBuilt.buffers)} array buffers outside the heap);` +
      ` after its queries ${delta(oursAsked.heap)} (${delta(oursAsked.buffers)})`,
  );
  console.log(perQuery(oursMeasured, queries.length, CAP));
  console.log(
    `  of which the window (no partial matches): ${(windowCpu / queries.length).toFixed(0)} µs CPU`,
  );

  const ftsMeasured = await measure(
    {
      name: 'FTS5',
      search: async (q) => {
        const src = ftsSource(db, searchTokens(q), { active: true, sort: 'newest' });
        const w = await firstWindow(src, CAP, WINDOW);
        return { keys: w.keys, total: w.total, partial: 0 };
      },
    },
    queries,
  );
  console.log(`FTS5 (items_fts, items_title_fts): on disk, ${await onDisk(db, dataDir)}`);
  console.log(perQuery(ftsMeasured, queries.length, CAP));

  const before = memory();
  const mini = new MiniSearch<IndexedItem>({
    idField: 'key',
    fields: ['title', 'rest'],
    storeFields: [],
    searchOptions: { boost: { title: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'AND' },
  });
  const miniBuild = await eachBatch(db, dialect, (batch) =>
    mini.addAll(batch.filter((item) => item.active)),
  );
  const miniBuilt = grown(before);
  const miniMeasured = await measure(
    {
      name: 'MiniSearch',
      search: (q) => {
        const all = mini.search(q);
        const keys = all.slice(0, WINDOW).map((r) => r.id as number);
        return { keys, total: Math.min(all.length, CAP), partial: 0 };
      },
    },
    queries,
  );
  const miniAsked = grown(before);
  console.log(
    `MiniSearch (${mini.documentCount} active items): ${build(miniBuild, 'addAll()')},` +
      ` heap ${delta(miniBuilt.heap)} (${delta(miniBuilt.buffers)} array buffers);` +
      ` after its queries ${delta(miniAsked.heap)} (${delta(miniAsked.buffers)})`,
  );
  console.log(perQuery(miniMeasured, queries.length, CAP));
  console.log(`ours vs FTS5: ${ratio(oursMeasured.cpu, ftsMeasured.cpu)}`);
  console.log(`ours vs MiniSearch: ${ratio(oursMeasured.cpu, miniMeasured.cpu)}`);

  await app.close();
}
void main();
