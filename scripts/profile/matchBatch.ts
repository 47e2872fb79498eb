/**
 * Where a bulk matching job's time goes (docs/performance.md#importing): on a copy of a kept
 * `bench:import` data directory (IMPORT_KEEP=1), runs the `match-items` and
 * `saved-search-alerts-batch` handlers over imported items and prints each SQL statement's total
 * time. Usage: PROFILE_DATA_DIR=<kept dir> npx tsx scripts/profile/matchBatch.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const timings = new Map<string, { n: number; ms: number }>();
const proto = Database.prototype as unknown as { prepare: (sql: string) => unknown };
const prepare = proto.prepare;
proto.prepare = function (this: unknown, sql: string) {
  const stmt = prepare.call(this, sql) as Record<string, (...a: unknown[]) => unknown>;
  const key = sql.replace(/\s+/g, ' ').slice(0, 110);
  for (const m of ['run', 'get', 'all']) {
    const f = stmt[m]!;
    stmt[m] = function (this: unknown, ...a: unknown[]) {
      const t = performance.now();
      try {
        return f.apply(this, a);
      } finally {
        const e = timings.get(key) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += performance.now() - t;
        timings.set(key, e);
      }
    };
  }
  return stmt;
};

const BATCH = Number(process.env.PROFILE_BATCH ?? 20);

async function main() {
  const src = process.env.PROFILE_DATA_DIR!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-profile-'));
  fs.cpSync(src, dir, { recursive: true });
  const { inProcessApp } = await import('../bench/inProcessApp');
  const { matchingJobs } = await import('../../server/modules/matching/jobs');
  const { savedSearchJobs } = await import('../../server/modules/savedSearches/jobs');
  const app = await inProcessApp(dir);
  const ctx = (app as unknown as { ctx: Parameters<typeof matchingJobs>[0] }).ctx;
  const ids = (
    await ctx.db
      .selectFrom('items')
      .select('id')
      .where('import_id', 'is not', null)
      .orderBy('created_at')
      .limit(Number(process.env.PROFILE_ITEMS ?? 400))
      .execute()
  ).map((r) => r.id);
  const jobs = { ...matchingJobs(ctx), ...savedSearchJobs(ctx) } as unknown as Record<
    string,
    (p: { itemIds: string[] }) => Promise<void>
  >;
  const only = process.env.PROFILE_KINDS?.split(',') ?? [
    'match-items',
    'saved-search-alerts-batch',
  ];
  timings.clear();
  for (const kind of only) {
    const t = performance.now();
    for (let i = 0; i < ids.length; i += BATCH)
      await jobs[kind]!({ itemIds: ids.slice(i, i + BATCH) });
    console.log(`${kind}: ${((performance.now() - t) / ids.length).toFixed(2)} ms an item`);
  }
  const sum = [...timings.values()].reduce((s, e) => s + e.ms, 0);
  console.log(`SQL total ${(sum / ids.length).toFixed(2)} ms an item`);
  for (const [k, e] of [...timings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(
      `${(e.ms / ids.length).toFixed(3).padStart(8)} ms/item ${String(e.n).padStart(6)}x  ${k}`,
    );
  }
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
void main();
