/**
 * `npm run bench`: HTTP load on a real server with 100,000 items and 50,000 users, on SQLite and
 * then (when 127.0.0.1:5432 answers) PostgreSQL.
 *
 * Each run seeds a fresh database, starts the server in a CHILD process (server and load
 * generator on separate cores), measures /health and then each scenario (scenarios.ts) for the
 * same duration, and prints req/s, p99, the ratio to /health in the same run, the CPU per request
 * (the server's, plus PostgreSQL's backends for the bench database; cpu.ts) and its ratio to
 * /health's, the target and whether it was met, then the server's RSS. It never fails: it only
 * reports.
 *
 *   npm run bench                          # 100k items, SQLite and PostgreSQL
 *   npm run bench -- --items 1m            # 1,000,000 items (or BENCH_ITEMS=1000000)
 *   npm run bench -- --db sqlite           # one database only (sqlite | pg)
 *   BENCH_DURATION=5 npm run bench         # seconds per scenario
 *   BENCH_ONLY='uncached|admin' npm run bench  # only the scenarios matching (and /health)
 *   BENCH_KEEP=/tmp/bench npm run bench     # seed once, reuse on later runs (keptSeed.ts)
 *   BENCH_PROFILE=/tmp/prof npm run bench   # the server's CPU profile (node --cpu-prof)
 *   BENCH_GROWTH=off npm run bench -- --items 1m  # without the growth measure (growth.ts)
 *
 * On SQLite the text-search scenarios run once more on the same database with
 * SEARCH_INDEX=database (FTS5), the same queries (typos and other names included, queryMix.ts),
 * and a line per scenario compares the two engines (printEngineComparison). At 1M items the run
 * then serves a 100k catalogue beside its own and prints how an uncached search's CPU grows
 * between them (growth.ts; issue 36: at most 1.5×).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './cannon';
import { cpuMeter } from './cpu';
import { measureGrowth } from './growth';
import { forgetSeed, keptPlace, keptSeed } from './keptSeed';
import { options } from './options';
import { analyze, dropPgDatabase, freshPgDatabase } from './pgDatabase';
import {
  printComparison,
  printEngineComparison,
  printRun,
  row,
  type Memory,
  type Row,
} from './report';
import { scenarios, type Scenario } from './scenarios';
import { seedDatabase } from './seedDatabase';
import { memoryMb, searchIndexLoaded, startServer, stopServer, type Target } from './server';

const opts = options(process.argv.slice(2));

/** How long the server sits idle after the run before its memory is read a second time. */
const IDLE_SECONDS = 15;

/** The scenarios both engines answer from text (the FTS5 comparison runs only these). */
const TEXT_SEARCH = /search word|distinct|Zipf|uncached/;

/** `seeded`: the admin token of the database already seeded in `target` (no seeding). */
async function runOn(
  target: Target,
  label: string,
  seeded?: string,
): Promise<{ rows: Row[]; adminToken: string }> {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n${label}: ${seeded ? 'the same' : 'seeding'} ${opts.items} items and ${opts.users} users (load average ${load}) ...`,
  );
  const started = Date.now();
  const adminToken =
    seeded ??
    (await keptSeed(target, opts, async () => {
      const token = await seedDatabase(target, opts);
      if (target.databaseUrl) await analyze(target.databaseUrl);
      return token;
    }));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const snapshot = fs.existsSync(path.join(target.dataDir, 'search-index', 'snapshot'));
  const { child, address } = await startServer(target);
  if (target.searchIndex !== 'database') {
    console.log(snapshot ? 'Index snapshot found: loading it' : 'No index snapshot: building it');
  }
  await searchIndexLoaded(address);
  const rows: Row[] = [];
  let memory: Memory = null;
  const pgDatabase = target.databaseUrl ? new URL(target.databaseUrl).pathname.slice(1) : undefined;
  const cpu = cpuMeter(child.pid!, pgDatabase);
  try {
    await measure(address, { connections: 10, path: () => '/api/v1/health' }, 2); // warm-up
    let health: Row | undefined;
    const only = process.env.BENCH_ONLY
      ? new RegExp(process.env.BENCH_ONLY)
      : target.searchIndex === 'database'
        ? TEXT_SEARCH
        : null;
    const all = scenarios(opts.items, !!target.databaseUrl, adminToken, opts.seconds);
    const chosen = (s: Scenario) => !only || s.target === 'baseline' || only.test(s.name);
    for (const [at, s] of all.entries()) {
      // A warm-up runs when a search scenario after it does (its own name need not match).
      const warmsChosen = s.warmUp && all.slice(at + 1).some((x) => !x.warmUp && chosen(x));
      if (!chosen(s) && !warmsChosen) continue;
      process.stdout.write(`  running ${s.name} ...\n`);
      const before = cpu.sample();
      const bench = process.cpuUsage();
      const wall = performance.now();
      const m = await measure(address, s, opts.seconds);
      const used = process.cpuUsage(bench);
      const r = row(
        s,
        m,
        {
          ...cpu.since(before),
          bench: (used.user + used.system) / 1e6,
          wall: (performance.now() - wall) / 1000,
        },
        health,
      );
      if (s.target === 'baseline') health = r;
      rows.push(r);
    }
    const end = memoryMb(child.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    memory = end && { ...end, idle: memoryMb(child.pid), idleSeconds: IDLE_SECONDS };
  } finally {
    await stopServer(child);
  }
  const title = `${label}, ${opts.items} items, ${opts.users} users, ${opts.seconds} s each, 50 connections (admin: 20), load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
  printRun(title, rows, memory, !!target.databaseUrl, opts.items);
  return { rows, adminToken };
}

/**
 * The index's start from its snapshot (saved when the run's server stopped): a server started
 * again on the same data, timed until its index is ready (issue 36: within 10 s at 1M).
 */
async function restartReady(target: Target) {
  const started = Date.now();
  const { child, address } = await startServer(target);
  try {
    const seconds = await searchIndexLoaded(address, started);
    console.log(
      `Restarted on the same data: search index ready ${seconds.toFixed(1)} s after the start (from its snapshot); target < 10 s: ${seconds < 10 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await stopServer(child);
  }
}

/**
 * The uncached search's growth from 100k items to this run's catalogue, both served at once
 * (growth.ts), on a 100k SQLite seed: the kept one beside this run's (seeded if missing), or a
 * fresh one removed after.
 */
async function growthFrom100k(largeDir: string) {
  const small = { ...opts, items: 100_000 };
  const keep = keptPlace(small);
  const dataDir = keep?.sqliteDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-'));
  try {
    console.log('\nSeeding or reusing 100,000 items for the growth measure ...');
    await keptSeed({ dataDir }, small, () => seedDatabase({ dataDir }, small));
    await measureGrowth(dataDir, largeDir, ['100k', `${opts.items / 1_000_000}M`]);
  } finally {
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const keep = keptPlace(opts);
  let sqlite: Row[] = [];
  if (opts.db !== 'pg') {
    const dataDir = keep?.sqliteDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-'));
    try {
      const run = await runOn({ dataDir }, 'SQLite');
      sqlite = run.rows;
      await restartReady({ dataDir });
      // Same database, same queries, searched through FTS5.
      const fts = await runOn(
        { dataDir, searchIndex: 'database' },
        'SQLite, SEARCH_INDEX=database (FTS5)',
        run.adminToken,
      );
      printEngineComparison(sqlite, fts.rows);
      if (opts.items >= 1_000_000 && process.env.BENCH_GROWTH !== 'off')
        await growthFrom100k(dataDir);
      else console.log('\nGrowth from 100k to 1M items: measured by the 1M run (--items 1m).');
    } finally {
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (opts.db === 'sqlite') return;
  const database = await freshPgDatabase(keep?.pgDatabase);
  if (!database) {
    console.log('\nPostgreSQL: not reachable at 127.0.0.1:5432, skipped.');
    return;
  }
  const dataDir = keep?.pgDir ?? os.tmpdir();
  if (database.created) forgetSeed(dataDir);
  try {
    const { rows: postgres } = await runOn({ dataDir, databaseUrl: database.url }, 'PostgreSQL');
    await restartReady({ dataDir, databaseUrl: database.url });
    if (sqlite.length) printComparison(sqlite, postgres);
  } finally {
    if (!keep) await dropPgDatabase();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
