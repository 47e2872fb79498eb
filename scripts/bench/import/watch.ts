import path from 'node:path';
import SQLite from 'better-sqlite3';
import { walBytes } from '../../../server/db/walCheckpoints';
import { BULK_KINDS } from '../../../server/jobs/kinds';

/** Jobs that are work still to do: every kind but the daily ones, always queued for tomorrow. */
const DAILY = new Set(['email-digest', 'disposal-warnings', 'match-digest']);

export type Jobs = Record<string, number>;

export const bulkJobs = (jobs: Jobs) =>
  BULK_KINDS.reduce((sum, kind) => sum + (jobs[kind] ?? 0), 0);

export const otherJobs = (jobs: Jobs) =>
  Object.entries(jobs)
    .filter(([kind]) => !DAILY.has(kind) && !BULK_KINDS.includes(kind as never))
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * The bench's own look at the server's SQLite database: a read-only connection of its own (it
 * never writes, so never checkpoints; each read is one short statement, so it never holds a
 * checkpoint back for long), and the write-ahead log's size from the file system.
 */
export function openWatch(dataDir: string) {
  const file = path.join(dataDir, 'lostfound.db');
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  const jobsByKind = db.prepare<[], { kind: string; n: number }>(
    'SELECT kind, count(*) AS n FROM jobs GROUP BY kind',
  );
  const notesSince = db.prepare<[string], { type: string; n: number }>(
    'SELECT type, count(*) AS n FROM notifications WHERE created_at >= ? GROUP BY type',
  );
  const ownersAlerted = db.prepare<[string, string], { n: number }>(
    `SELECT count(DISTINCT user_id) AS n FROM notifications
      WHERE type = 'match' AND created_at >= ? AND user_id IN (SELECT value FROM json_each(?))`,
  );
  const alert = db.prepare<[string, string], { created_at: string }>(
    `SELECT created_at FROM notifications WHERE type = 'match' AND user_id = ? AND item_id = ?`,
  );
  const lastAlert = db.prepare<[string], { at: string | null }>(
    `SELECT max(created_at) AS at FROM notifications
      WHERE type IN ('match', 'saved-search') AND created_at >= ?`,
  );
  const failing = db.prepare<[], { kind: string; last_error: string }>(
    'SELECT kind, last_error FROM jobs WHERE last_error IS NOT NULL',
  );
  return {
    walBytes: () => walBytes(file),
    jobs: (): Jobs => Object.fromEntries(jobsByKind.all().map((r) => [r.kind, r.n])),
    /** Notifications made since `iso`, by type (match, saved-search, ...). */
    notificationsSince: (iso: string): Record<string, number> =>
      Object.fromEntries(notesSince.all(iso).map((r) => [r.type, r.n])),
    /** How many of `owners` got a match alert since `iso`. */
    ownersAlerted: (owners: string[], iso: string) =>
      ownersAlerted.get(iso, JSON.stringify(owners))?.n ?? 0,
    /** When the owner's match alert about this item was stored (ISO), or null. */
    alertAt: (ownerId: string, itemId: string) => alert.get(ownerId, itemId)?.created_at ?? null,
    /** When the last match or saved-search alert since `iso` was stored (ISO), or null. */
    lastAlertSince: (iso: string) => lastAlert.get(iso)?.at ?? null,
    /** Jobs that failed and wait for a retry: "kind: error". */
    failingJobs: () => failing.all().map((j) => `${j.kind}: ${j.last_error.slice(0, 300)}`),
    close: () => db.close(),
  };
}

export type Watch = ReturnType<typeof openWatch>;
