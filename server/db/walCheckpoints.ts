import fs from 'node:fs';
import {
  checkpointerLooked,
  checkpointerLooks,
  checkpointWaiting,
  giveWayToCheckpoint,
  type WritePriority,
} from './writePriority';
import type SQLite from 'better-sqlite3';

/*
 * How SQLite's write-ahead log is kept small (docs/performance.md#write-ahead-log). Writes go to
 * the log (`lostfound.db-wal`); a checkpoint copies the log into the database file; only once a
 * checkpoint has copied all of it, and no reader still reads from it, can SQLite start the log
 * over (and only TRUNCATE, or `journal_size_limit` after a restart, gives the disk space back).
 */

const MB = 1024 * 1024;

/** The write-ahead log stays under this, whatever the mix of writes and reads. */
export const WAL_CAP_BYTES = 64 * MB;
/**
 * Above this the job thread truncates the log, and a log that SQLite starts over is cut back to
 * this (`journal_size_limit`).
 */
export const WAL_TRUNCATE_ABOVE_BYTES = 16 * MB;
/** The truncating checkpoint first copies with up to this many passive ones. */
const COPY_FIRST_PASSES = 3;
/** They stop once no more than this is left to copy (pages: 1 MB). */
const LEFT_FOR_TRUNCATE_PAGES = 256;
/** Above this the requests' connection holds its writes until the log has been cut back. */
export const WAL_HOLD_WRITES_ABOVE_BYTES = 48 * MB;
/** For at most this long per statement. */
export const WAL_HOLD_LIMIT_MS = 2000;
/**
 * The last resort: past this the requests' connection truncates the log itself (roomInWal), a
 * block of the event loop for the copy (tens of milliseconds for this much), so that the log
 * never reaches WAL_CAP_BYTES.
 */
export const WAL_SELF_TRUNCATE_ABOVE_BYTES = 56 * MB;
const WAL_HOLD_STEP_MS = 2;
/** How often the job thread looks at the log's size: one stat, a few microseconds. */
export const WAL_WATCH_EVERY_MS = 100;
/** How often it runs a passive checkpoint while the log is small. */
export const CHECKPOINT_EVERY_MS = 1000;
/** How long its truncating checkpoint tries for the write lock and for readers to finish. */
export const TRUNCATE_TRIES_MS = 250;
const TRUNCATE_RETRY_MS = 2;
/**
 * How long the requests' connection holds its writes for that checkpoint at most: longer than
 * its tries, so that a job thread slowed down (low priority, a busy machine) still gets there.
 */
const TRUNCATE_FIRST_MS = 4 * TRUNCATE_TRIES_MS;

/** Size in bytes of the write-ahead log beside a database file (0 when there is none). */
export function walBytes(dbFile: string): number {
  try {
    return fs.statSync(`${dbFile}-wal`).size;
  } catch {
    return 0;
  }
}

/**
 * Every SQLite connection. SQLite writes a log it starts over from the file's beginning again,
 * but never gives the space back on its own: with this, the first commit after such a restart
 * cuts the file to WAL_TRUNCATE_ABOVE_BYTES. A single connection (no job thread) needs nothing
 * more: its own checkpoints, at 1,000 pages (4 MB), keep the log small, and after one large
 * transaction the file comes back to this size.
 */
export function limitWalFile(sqlite: SQLite.Database): void {
  sqlite.pragma(`journal_size_limit = ${WAL_TRUNCATE_ABOVE_BYTES}`);
}

/**
 * SQLite with the job thread (docs/architecture.md#background-work): by default the connection
 * whose commit takes the write-ahead log past 1,000 pages copies the log into the database file
 * and syncs it, inside that commit. When that was a request's commit, the event loop that answers
 * people stalled for 20-100 ms during a burst of posts (`npm run bench:burst`). So the requests'
 * connection never checkpoints (`wal_autocheckpoint = 0`); the job thread's connection does
 * (checkpointPeriodically).
 */
export function checkpointsElsewhere(sqlite: SQLite.Database): void {
  sqlite.pragma('wal_autocheckpoint = 0');
}

export type CheckpointOptions = {
  /** The write-lock cell shared with the requests' connection (writePriority.ts). */
  priority?: WritePriority;
  watchEveryMs?: number;
  passiveEveryMs?: number;
};

export type Checkpointer = {
  /** Stops the checkpoints (on close). */
  stop: () => void;
  /** Before this connection's own writes: the look at the log, when the timer is late. */
  beforeWrite: () => void;
};

type CheckpointRow = { busy: number; log: number; checkpointed: number };

/**
 * The job thread's side. It runs on the job thread, so a checkpoint that blocks for a while
 * blocks no request.
 *
 * Passive checkpoints alone (once a second, until issue "The office moves in") let the log grow
 * to 534 MB under 20,000 posts with searches: a passive checkpoint copies what it can but never
 * stops writers, so with writes arriving all the time it never copies all of the log, and SQLite
 * never starts it over. So every WAL_WATCH_EVERY_MS this looks at the log's size:
 * - small: a passive checkpoint every CHECKPOINT_EVERY_MS (copies what no reader still needs,
 *   takes no lock, costs next to nothing on an empty log); once that has copied the whole log,
 *   the file is truncated if nobody writes or reads from it at that instant (no waiting);
 * - above WAL_TRUNCATE_ABOVE_BYTES: up to COPY_FIRST_PASSES passive checkpoints first (the bulk
 *   of the copying, while writers go on, or are held past WAL_HOLD_WRITES_ABOVE_BYTES), then
 *   `wal_checkpoint(TRUNCATE)`: it takes the write lock, copies the rest and, if no reader is
 *   still reading from the log, cuts the file to zero. It never waits inside SQLite
 *   (`busy_timeout` stays 0): it tries again every TRUNCATE_RETRY_MS for TRUNCATE_TRIES_MS by
 *   the clock. Meanwhile the requests' connection holds its next write back (writePriority.ts)
 *   instead of racing it for the lock, and its writes refused while the checkpoint holds the lock
 *   retry asynchronously (sqliteBusyRetry.ts). One that a reader held back is tried again a
 *   second later, or at the next look once the log is past WAL_HOLD_WRITES_ABOVE_BYTES (writes
 *   are held then anyway, so it tries for as long as they are).
 * The job thread's own writes take the look first when the timer is late (a job writing without
 * a pause holds the thread's timers back).
 */
export function checkpointPeriodically(
  sqlite: SQLite.Database,
  {
    priority,
    watchEveryMs = WAL_WATCH_EVERY_MS,
    passiveEveryMs = CHECKPOINT_EVERY_MS,
  }: CheckpointOptions = {},
): Checkpointer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastLook = Date.now();
  let lastPassive = Date.now();
  let truncateAgainAt = 0;

  const checkpoint = (mode: 'PASSIVE' | 'TRUNCATE') =>
    (sqlite.pragma(`wal_checkpoint(${mode})`) as CheckpointRow[])[0];

  const withBusyTimeout = <T>(ms: number, run: () => T): T => {
    const before = sqlite.pragma('busy_timeout', { simple: true }) as number;
    sqlite.pragma(`busy_timeout = ${ms}`);
    try {
      return run();
    } finally {
      sqlite.pragma(`busy_timeout = ${before}`);
    }
  };

  const truncate = (size: number) => {
    // Most of the copying while writers go on, so that little is left to copy under the lock.
    for (let pass = 0; pass < COPY_FIRST_PASSES; pass++) {
      const copied = checkpoint('PASSIVE');
      if (!copied || copied.busy || copied.log - copied.checkpointed <= LEFT_FOR_TRUNCATE_PAGES)
        break;
    }
    const done = checkpointWaiting(priority, TRUNCATE_FIRST_MS);
    try {
      // Not SQLite's busy handler: it holds the write lock while it waits for readers, and
      // counts its own sleeps, not the time this thread of low priority then waits for the CPU
      // (a write that waited 5 s for the lock failed so on a busy machine).
      const tries = size > WAL_HOLD_WRITES_ABOVE_BYTES ? WAL_HOLD_LIMIT_MS : TRUNCATE_TRIES_MS;
      return withBusyTimeout(0, () => {
        const until = Date.now() + tries;
        for (;;) {
          const truncated = checkpoint('TRUNCATE');
          if (!truncated?.busy || Date.now() >= until) return truncated;
          sleepHere(TRUNCATE_RETRY_MS);
        }
      });
    } finally {
      done();
    }
  };

  const look = () => {
    lastLook = Date.now();
    if (stopped || !sqlite.open) return;
    try {
      const size = walBytes(sqlite.name);
      if (
        size > WAL_TRUNCATE_ABOVE_BYTES &&
        (Date.now() >= truncateAgainAt || size > WAL_HOLD_WRITES_ABOVE_BYTES)
      ) {
        // Held back by a reader: writers wait while it waits, so not again at the next look.
        if (truncate(size)?.busy) truncateAgainAt = Date.now() + passiveEveryMs;
        lastPassive = Date.now();
      } else if (Date.now() - lastPassive >= passiveEveryMs) {
        lastPassive = Date.now();
        const passive = checkpoint('PASSIVE');
        if (passive && !passive.busy && passive.log > 0 && passive.checkpointed === passive.log)
          withBusyTimeout(0, () => checkpoint('TRUNCATE'));
      }
    } catch {
      // SQLITE_BUSY or SQLITE_LOCKED (this connection is inside a transaction), or a closing
      // connection: the next look tries again.
    } finally {
      checkpointerLooked(priority);
    }
  };

  const tick = () => {
    if (stopped) return;
    look();
    timer = setTimeout(tick, watchEveryMs);
    timer.unref();
  };
  timer = setTimeout(tick, watchEveryMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    beforeWrite: () => {
      if (Date.now() - lastLook >= watchEveryMs) look();
    },
  };
}

/**
 * The requests' connection, before a statement that takes the write lock: gives way to a
 * truncating checkpoint waiting for the lock; then, the last resort, while the log is past
 * WAL_HOLD_WRITES_ABOVE_BYTES (the job thread has not caught up: writes without a pause, or a
 * job thread short of CPU at its lower priority) holds the write until the log has been cut
 * back, for at most WAL_HOLD_LIMIT_MS, asynchronously. When a hold runs out, the next writes are
 * not held until the job thread has looked at the log again (a job thread that is not there,
 * being restarted, holds nobody back twice). Past WAL_SELF_TRUNCATE_ABOVE_BYTES the job thread
 * is not keeping up at all (starved of CPU at its lower priority on a saturated machine): this
 * connection truncates the log itself, once, on the event loop, so the cap holds whatever the
 * job thread does (`truncateHere`).
 */
export function roomInWal(
  dbFile: string,
  priority: WritePriority | undefined,
  own?: SQLite.Database,
) {
  let gaveUpAtLook: number | undefined;
  return async (): Promise<void> => {
    await giveWayToCheckpoint(priority);
    const bytes = walBytes(dbFile);
    if (bytes <= WAL_HOLD_WRITES_ABOVE_BYTES) return;
    if (own && bytes > WAL_SELF_TRUNCATE_ABOVE_BYTES) {
      truncateHere(own);
      return;
    }
    if (checkpointerLooks(priority) === gaveUpAtLook) return;
    const until = Date.now() + WAL_HOLD_LIMIT_MS;
    while (walBytes(dbFile) > WAL_HOLD_WRITES_ABOVE_BYTES) {
      if (Date.now() >= until) {
        gaveUpAtLook = checkpointerLooks(priority);
        return;
      }
      await sleep(WAL_HOLD_STEP_MS);
    }
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A truncating checkpoint on this connection, now: copies the log into the database file and
 * cuts the file to nothing when no other connection writes or reads from it at this instant;
 * otherwise it copies what it can (busy_timeout 0: it never waits) and the next write tries again.
 */
function truncateHere(sqlite: SQLite.Database): void {
  try {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // SQLITE_BUSY: the job thread writes or checkpoints at this instant; the next write retries.
  }
}

/** Blocks this thread (the job thread's checkpoints only: they may block it). */
const sleepHere = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
