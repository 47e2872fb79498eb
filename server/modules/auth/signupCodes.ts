import { verificationCodeMail } from '../../mail/templates';
import { CODE_TTL_MINUTES, codesLockedUntil, issueCode, recentlyIssued } from './codes';
import { insertRegistration, type Registration } from './registrations';
import { sendSafely, type Ctx } from './accountRules';
import type { UserRow } from '../../db/types';

/** A re-send mails a fresh code for each of the newest this-many pending sign-ups. */
export const MAX_RESENT_SIGNUPS = 3;

export type PendingUser = Pick<UserRow, 'id' | 'email' | 'role'>;

/** Mails a fresh code bound to one sign-up (the mail names it). Callers check the throttle. */
export async function mailSignupCode(
  ctx: Ctx,
  user: PendingUser,
  reg: Registration,
): Promise<void> {
  const issued = await issueCode(ctx.db, user.id, 'verify', {
    registrationId: reg.id,
    skipThrottle: true,
  });
  if (!issued) return;
  await sendSafely(
    ctx,
    verificationCodeMail({
      to: user.email,
      name: reg.name,
      code: issued.code,
      minutes: CODE_TTL_MINUTES,
      role: user.role,
      signedUpAt: reg.created_at,
    }),
  );
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
  const reg = await insertRegistration(ctx.db, {
    user_id: user.id,
    name: creds.name,
    password_hash: creds.passwordHash,
  });
  await mailSignupCode(ctx, user, reg);
}
