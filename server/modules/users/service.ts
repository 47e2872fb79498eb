import type { AppContext } from '../../context';
import { badRequest, conflict, unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/secrets';
import { revokeUserSessions, type AuthUser } from '../auth/sessions';
import { EMAIL_TAKEN, cleanName } from '../auth/service';
import { toApiUser, type ApiUser } from './mapper';
import {
  emailTakenByOther,
  findUserById,
  isUniqueViolation,
  liveSessionIds,
  normalizeEmail,
  updateUser,
} from './repository';

type Ctx = Pick<AppContext, 'db' | 'realtime'>;

async function loadMe(ctx: Ctx, me: AuthUser) {
  const row = await findUserById(ctx.db, me.userId);
  // The session lookup already required an active account; this covers a concurrent delete.
  if (!row) throw unauthorized();
  return row;
}

export async function getMe(ctx: Ctx, me: AuthUser): Promise<{ user: ApiUser }> {
  return { user: toApiUser(await loadMe(ctx, me)) };
}

export async function updateMe(
  ctx: Ctx,
  me: AuthUser,
  input: { name: string; email: string },
): Promise<{ message: string; user: ApiUser }> {
  const name = cleanName(input.name);
  const email = normalizeEmail(input.email);
  if (await emailTakenByOther(ctx.db, email, me.userId)) throw conflict(EMAIL_TAKEN);
  try {
    await updateUser(ctx.db, me.userId, { name, email });
  } catch (err) {
    // Two accounts racing for the same new email: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  return { message: 'Profile updated successfully', user: toApiUser(await loadMe(ctx, me)) };
}

/** Keeps the session that made the change; every other session is revoked and disconnected. */
export async function changePassword(
  ctx: Ctx,
  me: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  const row = await loadMe(ctx, me);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw badRequest('Current password is incorrect.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const others = await liveSessionIds(ctx.db, me.userId, me.sessionId);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, me.userId, { password_hash: passwordHash });
    await revokeUserSessions(trx, me.userId, me.sessionId);
  });
  for (const sessionId of others) ctx.realtime.disconnectSession(sessionId);
  return { message: 'Password updated successfully' };
}

/** Deactivates (never deletes) the account; it cannot come back by any self-service flow. */
export async function deleteMe(ctx: Ctx, me: AuthUser): Promise<{ message: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, me.userId, { is_active: 0 });
    await revokeUserSessions(trx, me.userId);
  });
  ctx.realtime.disconnectUser(me.userId);
  return { message: 'Account deactivated successfully' };
}
