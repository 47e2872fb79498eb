import { newId, nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { AuthFailuresTable } from '../../db/types';

/**
 * Per-account failure counters and locks, in the database so every instance shares them
 * (migration 004). `kind` says which flow (login, code); `subject` is the account it guards
 * (the normalized email for sign-in, known or not; the user id for codes). Locks also serve as
 * mail cooldowns (e.g. kind `notice_register`).
 */
export type FailureKind = AuthFailuresTable['kind'];

/** Failures older than this are forgotten (pruned by the account maintenance). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();

export async function recordFailure(db: Db, kind: FailureKind, subject: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('auth_failures')
    .values({ id, kind, subject, created_at: nowIso() })
    .execute();
  return id;
}

export async function deleteFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}

export async function clearFailures(db: Db, kind: FailureKind, subject: string): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

/** Failure times (ISO, newest first) within the last `windowMs`. */
export async function recentFailures(
  db: Db,
  kind: FailureKind,
  subject: string,
  windowMs = FAILURE_MEMORY_MS,
): Promise<{ id: string; created_at: string }[]> {
  return db
    .selectFrom('auth_failures')
    .select(['id', 'created_at'])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', isoAgo(windowMs))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The end of the lock in force (ISO), or undefined. */
export async function activeLock(
  db: Db,
  kind: string,
  subject: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_locks')
    .select('locked_until')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('locked_until', '>', nowIso())
    .executeTakeFirst();
  return row?.locked_until;
}

/**
 * Locks until `until` unless a lock is already in force. True only for the caller that created
 * the lock, so whatever goes with a new lock (the owner's mail) happens once per lock.
 */
export async function startLock(
  db: Db,
  kind: string,
  subject: string,
  until: string,
): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .insertInto('auth_locks')
    .values({ kind, subject, locked_until: until, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject'])
        .doUpdateSet({ locked_until: until, created_at: now })
        .where('auth_locks.locked_until', '<=', now),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function endLock(db: Db, kind: string, subject: string): Promise<void> {
  await db
    .deleteFrom('auth_locks')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

/** Drops forgotten failures and expired locks. */
export async function pruneFailuresAndLocks(db: Db): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('created_at', '<=', isoAgo(FAILURE_MEMORY_MS))
    .execute();
  await db.deleteFrom('auth_locks').where('locked_until', '<=', nowIso()).execute();
}

/** Whole seconds until an ISO time (at least 1). */
export const secondsUntil = (iso: string): number =>
  Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
