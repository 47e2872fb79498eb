import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pino from 'pino';
import { Kysely, PostgresDialect } from 'kysely';
import { LRUCache } from 'lru-cache';
import { withNamedStatements } from './namedStatements';
import { createPgPool, type PoolLog } from './pgPool';
import { closeReadThread, registerSqliteFile } from './readThreadPool';
import { BusyRetrySqliteDialect } from './sqliteBusyRetry';
import {
  checkpointPeriodically,
  checkpointsElsewhere,
  limitWalFile,
  roomInWal,
} from './walCheckpoints';
import type { WritePriority } from './writePriority';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DbHandle = { db: Db; dialect: Dialect; close: () => Promise<void> };

export type OpenOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Where lost PostgreSQL connections are logged (warn); by default a logger at `logLevel`. */
  log?: PoolLog;
  logLevel?: string;
  /** SQLite with the job thread: which connection goes first for the write lock. */
  writePriority?: WritePriority;
  /** Which of the process's SQLite connections this is: what it may hold in memory. */
  connection?: SqliteConnection;
};

/**
 * What each SQLite connection of a process may hold in memory. The requests' connection maps the
 * file's first 64 MB (no read() per page for the pages every request reads) and keeps 64 MB of
 * pages in SQLite's own cache, where the default is 2 MB. Mapped pages count in the process's RSS
 * (a 256 MB map held 150 MB of them at 100,000 items, for no less CPU a search than this one), so
 * the threads' second connections map nothing, which would count the same pages a second time:
 * the search thread's reads the items once at start (a 4 MB cache), the job thread's also writes
 * (16 MB), and a page read from the operating system's cache there costs no request a wait
 * (docs/performance.md#memory, #the-job-threads-memory).
 */
const CONNECTION_MEMORY = {
  requests: { mmapBytes: 64 * 1024 * 1024, cacheKb: 65536 },
  search: { mmapBytes: 0, cacheKb: 4096 },
  jobs: { mmapBytes: 0, cacheKb: 16384 },
} as const;

export type SqliteConnection = keyof typeof CONNECTION_MEMORY;

/** SQLite file in dataDir by default; PostgreSQL when a postgres URL is given. */
export function openDatabase(opts: OpenOptions): DbHandle {
  if (opts.databaseUrl) {
    const log = opts.log ?? pino({ level: opts.logLevel ?? 'warn', name: 'db' });
    // COUNT(*) and BIGINT come back as strings from pg; callers wrap counts in Number().
    const pool = createPgPool(opts.databaseUrl, log);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'lostfound.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Never wait for the write lock inside a call (it would sleep the event loop): statements
  // refused with SQLITE_BUSY wait asynchronously and try again (sqliteBusyRetry.ts).
  sqlite.pragma('busy_timeout = 0');
  const memory = CONNECTION_MEMORY[opts.connection ?? 'requests'];
  sqlite.pragma(`mmap_size = ${memory.mmapBytes}`);
  sqlite.pragma(`cache_size = ${-memory.cacheKb}`);
  // The write-ahead log stays small and its file is cut back (walCheckpoints.ts). With the job
  // thread, checkpoints run on its connection, off the event loop, and the requests' writes give
  // the log room.
  limitWalFile(sqlite);
  const priority = opts.writePriority;
  if (priority?.role === 'first') checkpointsElsewhere(sqlite);
  const checkpoints =
    priority?.role === 'yield' ? checkpointPeriodically(sqlite, { priority }) : null;
  const beforeWrite =
    priority?.role === 'first' ? roomInWal(file, priority, sqlite) : checkpoints?.beforeWrite;
  const db = new Kysely<Database>({
    dialect: new BusyRetrySqliteDialect(
      { database: withStatementCache(sqlite) },
      priority,
      beforeWrite,
    ),
  });
  registerSqliteFile(db, file);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      checkpoints?.stop();
      await closeReadThread(db);
      return db.destroy();
    },
  };
}

/**
 * Kysely prepares every SQLite statement afresh; preparing was about a fifth of a simple
 * request's time. The app issues a small set of distinct SQL texts, so keep the most recent
 * prepared statements (better-sqlite3 statements are reusable and re-prepare themselves after
 * schema changes). Safe because Kysely runs one query at a time per connection and we never
 * stream (a streaming iterate would hold its statement busy).
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new LRUCache<string, SQLite.Statement>({ max: size });
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      // The job thread writes on a connection of its own (docs/architecture.md#background-work).
      // A deferred transaction that read first and then writes fails at once with SQLITE_BUSY
      // when the other connection committed in between; taking the write lock at `begin` makes
      // it wait (busy_timeout) instead, and both connections' transactions are short.
      if (sqlText === 'begin') sqlText = 'begin immediate';
      let stmt = cache.get(sqlText);
      if (!stmt) cache.set(sqlText, (stmt = sqlite.prepare(sqlText)));
      return stmt;
    },
  };
}
