import { ApiError } from '../../errors';
import { isoIn } from '../../lib/ids';
import { loginLockedMail } from '../../mail/accountNotices';
import { findUserByEmail } from './usersRepository';
import { mailQueued, queueAccountMail } from './accountMail';
import {
  activeLock,
  clearFailures,
  deleteFailure,
  endLock,
  recentFailures,
  recordFailure,
  secondsUntil,
  startLock,
} from './accountLocks';
import type { AppContext } from '../../context';

/**
 * Per-account brake on password guessing, independent of the caller's address and shared by
 * every instance (the counters are in the database). Keyed by the normalized email, whether or
 * not it has an account, so unknown addresses are throttled exactly like known ones and the
 * answers never tell them apart.
 *
 * - The first FREE_FAILURES consecutive failures cost nothing.
 * - After that, each try must wait 2^(n - FREE_FAILURES) seconds after the last failure (n =
 *   failures since the last success, within a day), at most MAX_WAIT_MS. A try too early is
 *   answered 429 without checking the password (and does not count).
 * - LOCK_FAILURES failures within LOCK_WINDOW_MS lock sign-in for LOCK_MS, right password
 *   included, and mail the owner once per lock.
 * - A successful sign-in, or a password reset, clears the count.
 */
export const FREE_FAILURES = 5;
export const LOCK_FAILURES = 10;
export const LOCK_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
const MAX_WAIT_MS = 15 * 60_000;

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'worker' | 'log' | 'metrics'>;

/** 429 with a Retry-After header (set by the auth handlers from `retryAfter`). */
export class RetryLater extends ApiError {
  constructor(readonly retryAfter: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please try again in ${retryAfter} seconds.`,
    );
  }
}

export const waitAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);

/**
 * Call before checking the password. Throws RetryLater while locked or too early; otherwise
 * records this try as a failure up front (so concurrent guesses see each other) and returns its
 * id: pass it to loginSucceeded or loginFailed.
 */
export async function beforeLogin(ctx: Ctx, email: string): Promise<string> {
  const lockedUntil = await activeLock(ctx.db, 'login', email);
  if (lockedUntil) throw throttled(ctx, secondsUntil(lockedUntil));
  const mine = await recordFailure(ctx.db, 'login', email);
  const earlier = (await recentFailures(ctx.db, 'login', email)).filter((f) => f.id !== mine);
  const wait = waitAfter(earlier.length);
  if (wait && earlier[0]) {
    const allowedAt = Date.parse(earlier[0].created_at) + wait;
    if (allowedAt > Date.now()) {
      await deleteFailure(ctx.db, mine);
      throw throttled(ctx, secondsUntil(new Date(allowedAt).toISOString()));
    }
  }
  return mine;
}

/** A try refused before its password is checked (docs/deploy.md#metrics-and-logs counts it). */
function throttled(ctx: Ctx, retryAfter: number): RetryLater {
  ctx.metrics.loginFailed('throttled');
  return new RetryLater(retryAfter);
}

/** The password was right: the slate is clean. */
export async function loginSucceeded(ctx: Ctx, email: string): Promise<void> {
  await clearFailures(ctx.db, 'login', email);
}

/** The password was wrong (the failure is already recorded): lock past LOCK_FAILURES. */
export async function loginFailed(ctx: Ctx, email: string): Promise<void> {
  ctx.metrics.loginFailed('password');
  const recent = await recentFailures(ctx.db, 'login', email, LOCK_WINDOW_MS);
  if (recent.length < LOCK_FAILURES) return;
  if (!(await startLock(ctx.db, 'login', email, isoIn(LOCK_MS)))) return;
  ctx.metrics.lockedOut('login');
  ctx.log.warn({ email }, 'sign-in locked after too many wrong passwords');
  // Whether the address has an account is looked up after the answer, so its timing tells
  // nothing; the mail itself is a durable job (accountMail.ts).
  ctx.jobs.push('login locked notice', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    const mail = loginLockedMail({ to: user.email, name: user.name, minutes: LOCK_MS / 60_000 });
    await queueAccountMail(ctx.db, mail);
    mailQueued(ctx);
  });
}

/** A password reset proves the mailbox: it lifts the sign-in lock and forgets the failures. */
export async function resetLoginThrottle(ctx: Pick<AppContext, 'db'>, email: string) {
  await clearFailures(ctx.db, 'login', email);
  await endLock(ctx.db, 'login', email);
}
