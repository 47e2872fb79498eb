/**
 * `npm run bench`: HTTP load on a real server with 100,000 items and 50,000 users, on SQLite and
 * then (when 127.0.0.1:5432 answers) PostgreSQL.
 *
 * Each run seeds a fresh database, starts the server in a CHILD process (server and load
 * generator on separate cores), measures /health and then each scenario (scenarios.ts) for the
 * same duration, and prints req/s, p99, the ratio to /health in the same run, the target and
 * whether it was met, then the server's RSS. It never fails: it only reports.
 *
 *   npm run bench                          # 100k items, SQLite and PostgreSQL
 *   npm run bench -- --items 1m            # 1,000,000 items (or BENCH_ITEMS=1000000)
 *   npm run bench -- --db sqlite           # one database only (sqlite | pg)
 *   BENCH_DURATION=5 npm run bench         # seconds per scenario
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from './cannon';
import { options } from './options';
import { analyze, dropPgDatabase, freshPgDatabase } from './pgDatabase';
import { printComparison, printRun, row, type Row } from './report';
import { scenarios } from './scenarios';
import { seedDatabase } from './seedDatabase';
import { rssMb, serve, startServer, stopServer, type Target } from './server';

const opts = options(process.argv.slice(2));

async function runOn(target: Target, label: string): Promise<Row[]> {
  console.log(`\n${label}: seeding ${opts.items} items and ${opts.users} users ...`);
  const started = Date.now();
  const adminToken = await seedDatabase(target, opts);
  if (target.databaseUrl) await analyze(target.databaseUrl);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { child, address } = await startServer(__filename, target);
  await searchIndexLoaded(address);
  const rows: Row[] = [];
  let rss: number | null = null;
  try {
    await measure(address, { connections: 10, path: () => '/api/v1/health' }, 2); // warm-up
    let health = 0;
    for (const s of scenarios(opts.items, !!target.databaseUrl, adminToken)) {
      process.stdout.write(`  running ${s.name} ...\n`);
      const m = await measure(address, s, opts.seconds);
      if (s.target === 'baseline') health = m.reqPerSec;
      rows.push(row(s, m, health));
    }
    rss = rssMb(child.pid);
  } finally {
    await stopServer(child);
  }
  const title = `${label}, ${opts.items} items, ${opts.users} users, ${opts.seconds} s each, 50 connections (admin: 20)`;
  printRun(title, rows, rss);
  return rows;
}

/** Steady state: wait until the server's in-memory search index is loaded (GET /health/ready). */
async function searchIndexLoaded(address: string) {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    const res = await fetch(`${address}/api/v1/health/ready`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { searchIndex?: string } | null;
    if (body && body.searchIndex !== 'loading') {
      console.log(
        `Search index ${body.searchIndex} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  let sqlite: Row[] = [];
  if (opts.db !== 'pg') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-'));
    try {
      sqlite = await runOn({ dataDir }, 'SQLite');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (opts.db === 'sqlite') return;
  const databaseUrl = await freshPgDatabase();
  if (!databaseUrl) {
    console.log('\nPostgreSQL: not reachable at 127.0.0.1:5432, skipped.');
    return;
  }
  try {
    const postgres = await runOn({ dataDir: os.tmpdir(), databaseUrl }, 'PostgreSQL');
    if (sqlite.length) printComparison(sqlite, postgres);
  } finally {
    await dropPgDatabase();
  }
}

if (process.argv[2] === '--serve') {
  void serve(JSON.parse(process.argv[3]) as Target);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
