import { nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { AccountCodesTable } from '../../db/types';

export type CodePurpose = AccountCodesTable['purpose'];

export type CodeRow = {
  id: string;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created_at: string;
  /** verify codes: the sign-up whose credentials this code confirms (registrations.ts). */
  registration_id?: string | null;
};

/** One user's codes of a purpose, newest first; callers narrow it further. */
function newestCodesFirst(db: Db, userId: string, purpose: CodePurpose) {
  return db
    .selectFrom('account_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

/** `attempts` as a plain number, whatever the driver hands back. */
function toCodeRow<R extends { attempts: number | string | bigint }>(row: R) {
  return { ...row, attempts: Number(row.attempts) };
}

export async function insertCode(
  db: Db,
  row: Omit<CodeRow, 'attempts' | 'consumed_at'>,
): Promise<void> {
  await db
    .insertInto('account_codes')
    .values({ ...row, attempts: 0, consumed_at: null })
    .execute();
}

/** The newest code of a purpose, consumed or not (for the re-send throttle). */
export async function latestCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const row = await newestCodesFirst(db, userId, purpose).executeTakeFirst();
  return row ? toCodeRow(row) : undefined;
}

/** The newest unconsumed code of a purpose (older ones are superseded when a new one is issued). */
export async function pendingCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const row = await newestCodesFirst(db, userId, purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return row ? toCodeRow(row) : undefined;
}

/** Unconsumed, unexpired codes of a purpose, newest first (several for several sign-ups). */
export async function liveCodes(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  limit = 20,
): Promise<CodeRow[]> {
  const rows = await newestCodesFirst(db, userId, purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .limit(limit)
    .execute();
  return rows.map(toCodeRow);
}

/** Marks the unconsumed verification codes of one sign-up as used up (a re-send supersedes them). */
export async function consumeRegistrationCodes(db: Db, registrationId: string): Promise<void> {
  await db
    .updateTable('account_codes')
    .set({ consumed_at: nowIso() })
    .where('registration_id', '=', registrationId)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Marks every unconsumed code of a purpose as used up (superseded, or the flow finished). */
export async function consumeAllCodes(db: Db, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .updateTable('account_codes')
    .set({ consumed_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * Spends one try on a code, atomically: false once `maxAttempts` tries were spent or the code
 * is consumed, so concurrent guesses can never exceed the limit.
 */
export async function spendAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const res = await db
    .updateTable('account_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Single use: only the first caller gets true, and only before the code expires. */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('account_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * A code's mail is going out: its lifetime starts again from now (`expiresAt`). False when the
 * code was consumed meanwhile (used, or superseded by a newer one): its mail is not sent.
 */
export async function restartCodeClock(db: Db, id: string, expiresAt: string): Promise<boolean> {
  const res = await db
    .updateTable('account_codes')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
