import { isoIn } from '../../lib/ids';
import { codesLockedMail } from '../../mail/accountNotices';
import { recentFailures, recordFailure, startLock } from './accountLocks';
import { findUserById } from './usersRepository';
import { mailQueued, queueAccountMail } from './accountMail';
import type { CodeContext } from './codeRules';

/**
 * Per-account budget of wrong codes, across codes and purposes: every re-send brings a fresh
 * code with MAX_CODE_ATTEMPTS tries, this caps the total. Past it, no code of the account is
 * accepted (even the right one) until the lock ends, and the owner gets one mail per lock.
 */
export const CODE_FAILURES_PER_HOUR = 10;
export const CODE_FAILURES_PER_DAY = 20;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Counts a wrong code; past the budget, locks code entry and mails the owner once per lock (the
 * lock and its mail commit together).
 */
export async function wrongCode(ctx: CodeContext, userId: string): Promise<void> {
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
  // Only accounts reach here (a code was checked), so looking the owner up tells nobody anything.
  const user = await findUserById(ctx.db, userId);
  const locked = await ctx.db.transaction().execute(async (trx) => {
    if (!(await startLock(trx, 'code', userId, isoIn(lockMs)))) return false;
    if (user) {
      const mail = codesLockedMail({ to: user.email, name: user.name, minutes: lockMs / 60_000 });
      await queueAccountMail(trx, mail);
    }
    return true;
  });
  if (!locked) return;
  ctx.metrics.lockedOut('code');
  ctx.log.warn({ userId }, 'code entry locked after too many wrong codes');
  mailQueued(ctx);
}
