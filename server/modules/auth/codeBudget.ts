import { isoIn } from '../../lib/ids';
import { codesLockedMail } from '../../mail/accountNotices';
import { recentFailures, recordFailure, startLock } from './accountLocks';
import { findUserById } from './usersRepository';
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

export /** Counts a wrong code; past the budget, locks code entry and mails the owner (once per lock). */
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
  ctx.metrics.lockedOut('code');
  ctx.log.warn({ userId }, 'code entry locked after too many wrong codes');
  ctx.jobs.push('codes locked mail', async () => {
    const user = await findUserById(ctx.db, userId);
    if (!user) return;
    await ctx.mailer.send(
      codesLockedMail({ to: user.email, name: user.name, minutes: lockMs / 60_000 }),
    );
  });
}
