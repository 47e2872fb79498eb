import { ThreadPool } from '../lib/threadPool';
import { startThread } from '../lib/threads';
import type { CompiledQuery, RawBuilder } from 'kysely';
import type { Db } from '.';
import type { RankedTask } from './sortRanks';

/**
 * A query for the read thread (server/threads/readThread.ts): its SQLite file and statement, or
 * a match set to order by the thread's ranks (sortRanks.ts).
 */
export type ReadTask = {
  file: string;
  sql: string;
  parameters: readonly unknown[];
  ranked?: RankedTask;
};

/** A sort of a million rows takes about a second; one stuck far longer is given up. */
const READ_TIMEOUT_MS = 60_000;

const files = new WeakMap<Db, string>();
const pools = new Map<string, ThreadPool<ReadTask, Int32Array>>();

/** Records the SQLite file behind a database handle (server/db/index.ts). */
export function registerSqliteFile(db: Db, file: string): void {
  files.set(db, file);
}

/**
 * A read-only query's first column as integers, read on the read thread of `db`'s SQLite file
 * (server/threads/readThread.ts), so a long sort or count does not hold the event loop. On
 * PostgreSQL (queries run in its own processes already), or when the thread fails, the query runs
 * on `db`. Rows committed after the caller's own reads may be in the answer: callers key what
 * they keep by a version read before.
 */
export async function integersOf<Row extends object>(
  db: Db,
  query: RawBuilder<Row>,
): Promise<Int32Array> {
  const onThread = await integersOnThread(db, query.compile(db)).catch(() => null);
  if (onThread) return onThread;
  const { rows } = await query.execute(db);
  return Int32Array.from(rows, (row) => Number(Object.values(row)[0]));
}

/** The query on the read thread, or null when `db` is not a SQLite file's. */
export function integersOnThread(db: Db, query: CompiledQuery): Promise<Int32Array | null> {
  return onThread(db, { sql: query.sql, parameters: query.parameters });
}

/**
 * A match set ordered by the read thread's ranks (sortRanks.ts), or null when `db` is not a
 * SQLite file's or the thread failed (the caller then reads it in SQL, as integersOf does).
 */
export function rankedOnThread(db: Db, ranked: RankedTask): Promise<Int32Array | null> {
  return onThread(db, { sql: '', parameters: [], ranked }).catch(() => null);
}

async function onThread(db: Db, task: Omit<ReadTask, 'file'>): Promise<Int32Array | null> {
  const file = files.get(db);
  if (!file) return null;
  let pool = pools.get(file);
  if (!pool) {
    pool = new ThreadPool<ReadTask, Int32Array>({
      start: () =>
        startThread(
          'readThread',
          { resourceLimits: { maxOldGenerationSizeMb: 512 } },
          { background: false },
        ),
      size: 1,
      maxQueued: 32,
      timeoutMs: READ_TIMEOUT_MS,
    });
    pools.set(file, pool);
  }
  const { value } = await pool.run({ file, ...task });
  return value;
}

/** Stops the read thread of `db`'s file, if one was started (the database is closing). */
export async function closeReadThread(db: Db): Promise<void> {
  const file = files.get(db);
  const pool = file && pools.get(file);
  if (!pool) return;
  pools.delete(file);
  await pool.close();
}
