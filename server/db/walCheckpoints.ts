import type SQLite from 'better-sqlite3';

/** How often the job thread's connection moves the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

/**
 * SQLite with the job thread (docs/architecture.md#background-work): by default the connection
 * whose commit takes the write-ahead log past 1,000 pages copies the log into the database file
 * and syncs it, inside that commit. When that was a request's commit, the event loop that answers
 * people stalled for 20-100 ms during a burst of posts (`npm run bench:burst`). So the requests'
 * connection never checkpoints (`wal_autocheckpoint = 0`), and the job thread's connection, on a
 * thread of lower priority, runs a passive checkpoint every second: it copies what no reader
 * still needs, never takes the write lock, and costs next to nothing when the log is empty.
 */
export function checkpointsElsewhere(sqlite: SQLite.Database): void {
  sqlite.pragma('wal_autocheckpoint = 0');
}

/** The job thread's side: returns a function that stops the checkpoints (on close). */
export function checkpointPeriodically(
  sqlite: SQLite.Database,
  everyMs = CHECKPOINT_EVERY_MS,
): () => void {
  const timer = setInterval(() => {
    try {
      if (sqlite.open) sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // SQLITE_BUSY (another checkpoint) or a closing connection: the next tick tries again.
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
