import { badRequest } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, newSixDigitCode, sameHash } from '../../lib/secrets';
import { codesLockedMail } from '../../mail/accountNotices';
import { findUserById } from './usersRepository';
import { activeLock, recentFailures, recordFailure, startLock } from './accountLocks';
import {
  consumeAllCodes,
  consumeRegistrationCodes,
  insertCode,
  latestCode,
  liveCodes,
  spendAttempt,
  type CodePurpose,
  type CodeRow,
} from './repository';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

export const CODE_TTL_MINUTES = 10;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** No new code for the same account and purpose within this interval of the last one. */
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Per-account budget of wrong codes, across codes and purposes: every re-send brings a fresh
 * code with MAX_CODE_ATTEMPTS tries, this caps the total. Past it, no code of the account is
 * accepted (even the right one) until the lock ends, and the owner gets one mail per lock.
 */
export const CODE_FAILURES_PER_HOUR = 10;
export const CODE_FAILURES_PER_DAY = 20;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Codes a person enters (reset_token is a long token, not a code). */
export type EnteredCodePurpose = Exclude<CodePurpose, 'reset_token'>;
/** What checkCode needs: the database, and mail (after the answer) for the owner's notice. */
export type CodeContext = Pick<AppContext, 'db' | 'mailer' | 'jobs' | 'log'>;

export const invalidOtp = () => badRequest('Invalid or expired OTP');
export const tooManyAttempts = () => badRequest('Too many wrong attempts. Request a new code.');
export const codesLocked = (until: string) =>
  badRequest(
    `Too many wrong codes were entered for this account. Codes are locked for ${Math.max(
      1,
      Math.ceil((Date.parse(until) - Date.now()) / 60_000),
    )} minutes, even the right one; the account's owner has been emailed.`,
  );

/** Whether wrong codes have locked this account's code flows. */
export const codesLockedUntil = (db: Db, userId: string) => activeLock(db, 'code', userId);

/**
 * Creates a fresh 6-digit code (only its hash is stored) and supersedes older ones: of the same
 * purpose, or for verification codes of the same sign-up (`registrationId`), so each pending
 * sign-up keeps its own code. Returns the code and its row id; null, and nothing is sent, when the last code of the purpose
 * was issued less than RESEND_INTERVAL_MS ago (unless `skipThrottle`: the caller checked it) or
 * while wrong codes have locked the account.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: EnteredCodePurpose,
  opts: { registrationId?: string; skipThrottle?: boolean } = {},
): Promise<{ code: string; id: string } | null> {
  if (await codesLockedUntil(db, userId)) return null;
  if (!opts.skipThrottle && (await recentlyIssued(db, userId, purpose))) return null;
  const id = newId();
  const code = newSixDigitCode();
  await db.transaction().execute(async (trx) => {
    if (opts.registrationId) await consumeRegistrationCodes(trx, opts.registrationId);
    else await consumeAllCodes(trx, userId, purpose);
    await insertCode(trx, {
      id,
      user_id: userId,
      purpose,
      code_hash: hashCode(code, id),
      expires_at: isoIn(CODE_TTL_MINUTES * 60_000),
      created_at: nowIso(),
      registration_id: opts.registrationId ?? null,
    });
  });
  return { code, id };
}

/** The re-send throttle: a code of this purpose was issued less than RESEND_INTERVAL_MS ago. */
export async function recentlyIssued(
  db: Db,
  userId: string,
  purpose: EnteredCodePurpose,
): Promise<boolean> {
  const last = await latestCode(db, userId, purpose);
  return Boolean(last && Date.now() - Date.parse(last.created_at) < RESEND_INTERVAL_MS);
}

/**
 * Checks a code against the account's live codes of a purpose (one, or one per pending sign-up),
 * spending a try on each first. A code with MAX_CODE_ATTEMPTS spent tries is locked. A wrong
 * code also counts against the account's budget (CODE_FAILURES_PER_HOUR/_PER_DAY); once that
 * is spent every code of the account is refused until the lock ends. The caller consumes the
 * returned row in the same transaction as its effect (consumeCode), which makes it single use.
 */
export async function checkCode(
  ctx: CodeContext,
  userId: string,
  purpose: EnteredCodePurpose,
  code: string,
): Promise<CodeRow> {
  const lockedUntil = await codesLockedUntil(ctx.db, userId);
  if (lockedUntil) throw codesLocked(lockedUntil);
  const rows = await liveCodes(ctx.db, userId, purpose);
  if (!rows.length) throw invalidOtp();
  let tried = false;
  for (const row of rows) {
    if (row.attempts >= MAX_CODE_ATTEMPTS) continue;
    if (!(await spendAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS))) continue;
    tried = true;
    if (sameHash(hashCode(code, row.id), row.code_hash)) return row;
  }
  if (!tried) throw tooManyAttempts();
  await wrongCode(ctx, userId);
  throw invalidOtp();
}

/** Counts a wrong code; past the budget, locks code entry and mails the owner (once per lock). */
async function wrongCode(ctx: CodeContext, userId: string): Promise<void> {
  await recordFailure(ctx.db, 'code', userId);
  const failures = await recentFailures(ctx.db, 'code', userId, DAY_MS);
  const hourAgo = new Date(Date.now() - HOUR_MS).toISOString();
  const lastHour = failures.filter((f) => f.created_at > hourAgo).length;
  const lockMs =
    failures.length >= CODE_FAILURES_PER_DAY
      ? DAY_MS
      : lastHour >= CODE_FAILURES_PER_HOUR
        ? HOUR_MS
        : 0;
  if (!lockMs) return;
  if (!(await startLock(ctx.db, 'code', userId, isoIn(lockMs)))) return;
  ctx.log.warn({ userId }, 'code entry locked after too many wrong codes');
  ctx.jobs.push('codes locked mail', async () => {
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    await ctx.mailer.send(
      codesLockedMail({ to: user.email, name: user.name, minutes: lockMs / 60_000 }),
    );
  });
}
