import fs from 'node:fs';
import path from 'node:path';
import type { BenchOptions } from './options';
import type { Target } from './server';

/*
 * BENCH_KEEP=<dir>: seeding 1,000,000 items takes minutes, and comparing code or settings needs
 * several runs on the same data. The SQLite file (<dir>/sqlite-<items>) and the PostgreSQL
 * database (lostfound_bench_keep_<items>) are then kept, with the seed's admin token beside
 * them, and later runs with the same size reuse them. A run's writes are few (none by the
 * scenarios), so a kept database measures like a fresh one; delete <dir> to seed again.
 */

const SEED_FILE = 'bench-seed.json';

export function keptPlace(opts: BenchOptions) {
  const root = process.env.BENCH_KEEP;
  if (!root) return null;
  const dir = (name: string) => {
    const d = path.join(path.resolve(root), `${name}-${opts.items}-${opts.users}`);
    fs.mkdirSync(d, { recursive: true });
    return d;
  };
  return {
    sqliteDir: dir('sqlite'),
    pgDir: dir('pg'),
    pgDatabase: `lostfound_bench_keep_${opts.items}_${opts.users}`,
  };
}

/** The admin token of a kept seed in `t.dataDir`, or `seed()`'s (remembered when keeping). */
export async function keptSeed(
  t: Target,
  opts: BenchOptions,
  seed: () => Promise<string>,
): Promise<string> {
  const file = path.join(t.dataDir, SEED_FILE);
  const keeping = !!process.env.BENCH_KEEP;
  if (keeping && fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { adminToken: string };
    console.log(`Reusing the seed kept in ${t.dataDir}`);
    return kept.adminToken;
  }
  const adminToken = await seed();
  if (keeping) fs.writeFileSync(file, JSON.stringify({ adminToken, ...opts }));
  return adminToken;
}

/** The kept PostgreSQL database was made anew: its old token is no longer valid. */
export function forgetSeed(dir: string) {
  if (process.env.BENCH_KEEP) fs.rmSync(path.join(dir, SEED_FILE), { force: true });
}
