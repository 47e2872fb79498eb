import { badRequest, unauthorized, validationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/secrets';
import {
  cleanName,
  endSessions,
  findUserById,
  requireCanonicalEmail,
  toApiUser,
  updateUser,
  type ApiUser,
  type AuthUser,
} from '../auth';
import { requestEmailChange } from './requestEmailChange';
import type { Ctx } from './usersCtx';

const WRONG_PASSWORD = 'Current password is incorrect.';

async function loadMe(ctx: Ctx, me: AuthUser) {
  const row = await findUserById(ctx.db, me.userId);
  // The session lookup already required an active account; this covers a concurrent delete.
  if (!row) throw unauthorized();
  return row;
}

export async function getMe(ctx: Ctx, me: AuthUser): Promise<{ user: ApiUser }> {
  return { user: toApiUser(await loadMe(ctx, me)) };
}

/**
 * The name changes at once. A new email needs the current password and only becomes pending: a
 * code goes to the new address and confirmEmailChange applies it (see ./emailChange).
 */
export async function updateMe(
  ctx: Ctx,
  me: AuthUser,
  input: { name: string; email: string; currentPassword?: string },
): Promise<{ message: string; user: ApiUser; pendingEmail?: string }> {
  const name = cleanName(input.name);
  // Refused, never folded, outside the canonical form (docs/security.md#e-mail-addresses).
  const email = requireCanonicalEmail(input.email);
  const row = await loadMe(ctx, me);
  if (email === row.email) {
    await updateUser(ctx.db, me.userId, { name });
    return { message: 'Profile updated successfully', user: toApiUser(await loadMe(ctx, me)) };
  }
  if (!input.currentPassword) {
    throw validationError('currentPassword', 'Enter your current password to change your email.');
  }
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw badRequest(WRONG_PASSWORD);
  }
  // Nothing changes when the code cannot be issued (429).
  await requestEmailChange(ctx, { id: row.id, name }, email);
  await updateUser(ctx.db, me.userId, { name });
  return {
    message: `We sent a code to ${email}. Enter it to confirm your new email.`,
    user: toApiUser(await loadMe(ctx, me)),
    pendingEmail: email,
  };
}

/** Keeps the session that made the change; every other session is revoked and disconnected. */
export async function changePassword(
  ctx: Ctx,
  me: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  const row = await loadMe(ctx, me);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw badRequest(WRONG_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const disconnect = await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, me.userId, { password_hash: passwordHash });
    return endSessions(ctx, trx, me.userId, { keep: me.sessionId, reason: 'passwordChanged' });
  });
  disconnect();
  return { message: 'Password updated successfully' };
}

/** Deactivates (never deletes) the account; it cannot come back by any self-service flow. */
export async function deleteMe(ctx: Ctx, me: AuthUser): Promise<{ message: string }> {
  const disconnect = await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, me.userId, { is_active: 0 });
    return endSessions(ctx, trx, me.userId, { reason: 'deleted' });
  });
  disconnect();
  return { message: 'Account deactivated successfully' };
}
