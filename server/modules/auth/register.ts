import { conflict, forbidden } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/secrets';
import { accountExistsMail } from '../../mail/accountNotices';
import { findUserByEmail, insertUserIfAbsent, normalizeEmail, updateUser } from './usersRepository';
import { startLock } from './accountLocks';
import { deleteRegistrations, insertRegistration, purgeExpiredPending } from './registrations';
import { consumeAllCodes } from './repository';
import {
  EMAIL_TAKEN,
  REGISTERED,
  cleanName,
  isActive,
  isVerified,
  sendSafely,
  type Ctx,
} from './accountRules';
import { addSignup, mailSignupCode, type PendingUser } from './signupCodes';
import type { AuthUser } from './sessions';
import type { UserRow } from '../../db/types';

type Role = UserRow['role'];

/** At most one "someone tried to register with your address" mail per account this often. */
const EXISTS_NOTICE_INTERVAL_MS = 60 * 60_000;

export type RegisterInput = { name: string; email: string; password: string; role?: Role };

/**
 * Anonymous callers always get the same answer, whatever the address: the work (creating the
 * account or a new sign-up for a pending one, or telling the owner of an existing account) runs
 * after the answer, in the job queue. Roles other than `user` need an admin caller, who is
 * trusted and gets a 409 for a taken address.
 */
export async function register(
  ctx: Ctx,
  input: RegisterInput,
  caller: AuthUser | undefined,
): Promise<{ message: string; email: string }> {
  const email = normalizeEmail(input.email);
  const name = cleanName(input.name);
  const wanted = input.role ?? 'user';
  if (caller && wanted !== 'user' && caller.role !== 'admin') {
    throw forbidden('Only an admin can create keeper or admin accounts.');
  }
  const byAdmin = caller?.role === 'admin';
  const passwordHash = await hashPassword(input.password);
  if (byAdmin) return registerByAdmin(ctx, { email, name, passwordHash, role: wanted });
  ctx.jobs.push('register', () => registerInBackground(ctx, { email, name, passwordHash }));
  return { message: REGISTERED, email };
}

/** Inserts an active, not yet verified account; false when the address was taken meanwhile. */
async function insertPendingUser(
  ctx: Ctx,
  user: PendingUser,
  input: { name: string; passwordHash: string },
): Promise<boolean> {
  const now = nowIso();
  return insertUserIfAbsent(ctx.db, {
    ...user,
    name: input.name,
    password_hash: input.passwordHash,
    is_active: 1,
    is_verified: 0,
    created_at: now,
    updated_at: now,
  });
}

async function registerInBackground(
  ctx: Ctx,
  input: { email: string; name: string; passwordHash: string },
): Promise<void> {
  const { email, name, passwordHash } = input;
  // An unverified account past its week is free again.
  await purgeExpiredPending(ctx.db, email);
  let existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    const user = { id: newId(), email, role: 'user' as const };
    const inserted = await insertPendingUser(ctx, user, { name, passwordHash });
    if (inserted) return addSignup(ctx, user, { name, passwordHash });
    existing = await findUserByEmail(ctx.db, email);
    if (!existing) return;
  }
  // Deactivated accounts never come back through here, and hear nothing.
  if (!isActive(existing)) return;
  if (!isVerified(existing) && existing.role === 'user') {
    return addSignup(ctx, existing, { name, passwordHash });
  }
  // A verified account, or a pending one an admin created: its owner hears about it, at most
  // once an hour; nothing about the account changes.
  if (await startLock(ctx.db, 'notice_register', existing.id, isoIn(EXISTS_NOTICE_INTERVAL_MS))) {
    await sendSafely(
      ctx,
      accountExistsMail({ to: email, name: existing.name, pending: !isVerified(existing) }),
    );
  }
}

/** An admin creates an account (any role): 409 for a taken address; replaces a pending one. */
async function registerByAdmin(
  ctx: Ctx,
  input: { email: string; name: string; passwordHash: string; role: Role },
): Promise<{ message: string; email: string }> {
  const { email, name, passwordHash, role } = input;
  await purgeExpiredPending(ctx.db, email);
  const existing = await findUserByEmail(ctx.db, email);
  let user: PendingUser;
  if (existing) {
    if (isVerified(existing) || !isActive(existing)) throw conflict(EMAIL_TAKEN);
    // The admin's account replaces every earlier sign-up of this pending address.
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, existing.id, { name, password_hash: passwordHash, role });
      await deleteRegistrations(trx, existing.id);
      await consumeAllCodes(trx, existing.id, 'verify');
    });
    user = { id: existing.id, email, role };
  } else {
    user = { id: newId(), email, role };
    const inserted = await insertPendingUser(ctx, user, { name, passwordHash });
    if (!inserted) throw conflict(EMAIL_TAKEN);
  }
  const reg = await insertRegistration(ctx.db, {
    user_id: user.id,
    name,
    password_hash: passwordHash,
  });
  ctx.jobs.push('admin-created account code', () => mailSignupCode(ctx, user, reg));
  return { message: `Account created. A verification code was sent to ${email}.`, email };
}
