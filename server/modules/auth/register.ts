import { conflict, forbidden } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/secrets';
import { accountExistsMail } from '../../mail/accountNotices';
import { findUserByEmail, insertUserIfAbsent, updateUser } from './usersRepository';
import { requireCanonicalEmail } from './emailAddress';
import { startLock } from './accountLocks';
import { deleteRegistrations, purgeExpiredPending } from './registrations';
import { consumeAllCodes } from './repository';
import { EMAIL_TAKEN, REGISTERED, cleanName, isActive, isVerified, type Ctx } from './accountRules';
import { addSignup, storeSignup, type PendingUser } from './signupCodes';
import { mailQueued, queueAccountMail } from './accountMail';
import type { AuthUser } from './sessions';
import type { Db } from '../../db';
import type { UserRow } from '../../db/types';

type Role = UserRow['role'];

/** At most one "someone tried to register with your address" mail per account this often. */
const EXISTS_NOTICE_INTERVAL_MS = 60 * 60_000;

export type RegisterInput = { name: string; email: string; password: string; role?: Role };

/**
 * Anonymous callers always get the same answer, whatever the address: the work (creating the
 * account or a new sign-up for a pending one, or telling the owner of an existing account) runs
 * after the answer, in the in-process queue, and its mail is a durable job (accountMail.ts).
 * Roles other than `user` need an admin caller, who is
 * trusted and gets a 409 for a taken address.
 */
export async function register(
  ctx: Ctx,
  input: RegisterInput,
  caller: AuthUser | undefined,
): Promise<{ message: string; email: string }> {
  // Outside the canonical form: refused, never folded onto another (docs/security.md#e-mail-addresses).
  const email = requireCanonicalEmail(input.email);
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
  db: Db,
  user: PendingUser,
  input: { name: string; passwordHash: string },
): Promise<boolean> {
  const now = nowIso();
  return insertUserIfAbsent(db, {
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
    // The account, its sign-up, its code and the code's mail commit together.
    const inserted = await ctx.db.transaction().execute(async (trx) => {
      if (!(await insertPendingUser(trx, user, { name, passwordHash }))) return false;
      await storeSignup(trx, user, { name, passwordHash });
      return true;
    });
    if (inserted) return mailQueued(ctx);
    existing = await findUserByEmail(ctx.db, email);
    if (!existing) return;
  }
  // Deactivated accounts never come back through here, and hear nothing.
  if (!isActive(existing)) return;
  if (!isVerified(existing) && existing.role === 'user') {
    return addSignup(ctx, existing, { name, passwordHash });
  }
  // A verified account, or a pending one an admin created: its owner hears about it, at most
  // once an hour (the cooldown and the mail commit together); nothing about the account changes.
  const owner = existing;
  const noticed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await startLock(trx, 'notice_register', owner.id, isoIn(EXISTS_NOTICE_INTERVAL_MS)))) {
      return false;
    }
    const mail = accountExistsMail({ to: email, name: owner.name, pending: !isVerified(owner) });
    await queueAccountMail(trx, mail);
    return true;
  });
  if (noticed) mailQueued(ctx);
}

/** An admin creates an account (any role): 409 for a taken address; replaces a pending one. */
async function registerByAdmin(
  ctx: Ctx,
  input: { email: string; name: string; passwordHash: string; role: Role },
): Promise<{ message: string; email: string }> {
  const { email, name, passwordHash, role } = input;
  await purgeExpiredPending(ctx.db, email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing && (isVerified(existing) || !isActive(existing))) throw conflict(EMAIL_TAKEN);
  // The account, its sign-up, its code and the code's mail commit together (or a 409).
  await ctx.db.transaction().execute(async (trx) => {
    let user: PendingUser;
    if (existing) {
      // The admin's account replaces every earlier sign-up of this pending address.
      await updateUser(trx, existing.id, { name, password_hash: passwordHash, role });
      await deleteRegistrations(trx, existing.id);
      await consumeAllCodes(trx, existing.id, 'verify');
      user = { id: existing.id, email, role };
    } else {
      user = { id: newId(), email, role };
      const inserted = await insertPendingUser(trx, user, { name, passwordHash });
      if (!inserted) throw conflict(EMAIL_TAKEN);
    }
    await storeSignup(trx, user, { name, passwordHash });
  });
  mailQueued(ctx);
  return { message: `Account created. A verification code was sent to ${email}.`, email };
}
