import { verificationCodeMail } from '../../mail/templates';
import { CODE_TTL_MINUTES, codesLockedUntil, issueCode, recentlyIssued } from './codes';
import { insertRegistration, type Registration } from './registrations';
import { mailQueued } from './accountMail';
import type { Ctx } from './accountRules';
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';

/** A re-send mails a fresh code for each of the newest this-many pending sign-ups. */
export const MAX_RESENT_SIGNUPS = 3;

export type PendingUser = Pick<UserRow, 'id' | 'email' | 'role'>;

/**
 * Issues a fresh code bound to one sign-up and queues its mail (which names the sign-up), in
 * `db`, which may be the caller's transaction; the caller calls `mailQueued` after the commit.
 * Callers check the throttle.
 */
export async function queueSignupCode(db: Db, user: PendingUser, reg: Registration) {
  return issueCode(db, user.id, 'verify', {
    registrationId: reg.id,
    skipThrottle: true,
    mail: (code) =>
      verificationCodeMail({
        to: user.email,
        name: reg.name,
        code,
        minutes: CODE_TTL_MINUTES,
        role: user.role,
        signedUpAt: reg.created_at,
      }),
  });
}

/** A new sign-up, its code and its mail, together: all are stored or none. */
export async function storeSignup(
  db: Db,
  user: PendingUser,
  creds: { name: string; passwordHash: string },
): Promise<void> {
  const reg = await insertRegistration(db, {
    user_id: user.id,
    name: creds.name,
    password_hash: creds.passwordHash,
  });
  await queueSignupCode(db, user, reg);
}

/**
 * A new sign-up for a pending account: its own credentials and its own code. Earlier sign-ups
 * and their codes stay as they are (the real owner's code keeps working). Nothing happens within
 * the re-send interval of the last code, or while wrong codes have locked the account.
 */
export async function addSignup(
  ctx: Ctx,
  user: PendingUser,
  creds: { name: string; passwordHash: string },
): Promise<void> {
  if (await recentlyIssued(ctx.db, user.id, 'verify')) return;
  if (await codesLockedUntil(ctx.db, user.id)) return;
  await ctx.db.transaction().execute((trx) => storeSignup(trx, user, creds));
  mailQueued(ctx);
}
