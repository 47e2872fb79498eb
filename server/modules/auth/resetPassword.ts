import { badRequest } from '../../errors';
import { nowIso } from '../../lib/ids';
import { hashCode, hashPassword, sameHash } from '../../lib/secrets';
import { findUserByEmail, updateUser } from './usersRepository';
import { requireCanonicalEmail } from './emailAddress';
import { resetLoginThrottle } from './loginThrottle';
import { consumeCode, pendingCode } from './repository';
import { endSessions } from './endSessions';
import { isActive, isVerified, type Ctx } from './accountRules';

const invalidResetToken = () =>
  badRequest('Invalid or expired reset token. Please request a new code.');

/** Needs the single-use token from verify-otp; signs the account out everywhere. */
export async function resetPassword(
  ctx: Ctx,
  input: { email: string; newPassword: string; resetToken: string },
): Promise<{ message: string; email: string }> {
  const email = requireCanonicalEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !isActive(user) || !isVerified(user)) throw invalidResetToken();
  const row = await pendingCode(ctx.db, user.id, 'reset_token');
  if (
    !row ||
    row.expires_at <= nowIso() ||
    !sameHash(hashCode(input.resetToken, row.id), row.code_hash)
  ) {
    throw invalidResetToken();
  }
  const passwordHash = await hashPassword(input.newPassword);
  const disconnect = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id))) throw invalidResetToken();
    await updateUser(trx, user.id, { password_hash: passwordHash });
    return endSessions(ctx, trx, user.id, { reason: 'passwordReset' });
  });
  await resetLoginThrottle(ctx, email);
  disconnect();
  return { message: 'Password reset successfully. Please log in with your new password.', email };
}
