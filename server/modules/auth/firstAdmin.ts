import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/secrets';
import {
  findUserByEmail,
  insertUserIfAbsent,
  normalizeEmail,
  updateUser,
} from '../users/repository';
import { revokeUserSessions } from './sessions';

export type EnsureAdminInput = {
  email: string;
  password: string;
  name?: string;
  /** Also set the password of an existing account (the operator's create-admin tool). */
  resetPassword?: boolean;
};

/**
 * Makes sure a verified, active admin with this email exists. An existing account is promoted
 * and marked verified and active; its password is kept unless `resetPassword` (then its other
 * sessions are revoked). Safe to run on every start and from several instances at once.
 */
export async function ensureAdmin(
  db: Db,
  input: EnsureAdminInput,
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const inserted = await insertUserIfAbsent(db, {
    id: newId(),
    name: input.name?.trim() || 'Admin',
    email,
    password_hash: passwordHash,
    role: 'admin',
    is_active: 1,
    is_verified: 1,
    created_at: now,
    updated_at: now,
  });
  if (inserted) return 'created';

  const existing = await findUserByEmail(db, email);
  if (!existing) throw new Error(`Could not create or find the admin ${email}.`);
  const isAdmin =
    existing.role === 'admin' &&
    Number(existing.is_active) === 1 &&
    Number(existing.is_verified) === 1;
  if (isAdmin && !input.resetPassword) return 'unchanged';
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, existing.id, {
      role: 'admin',
      is_active: 1,
      is_verified: 1,
      ...(input.resetPassword ? { password_hash: passwordHash } : {}),
    });
    if (input.resetPassword) await revokeUserSessions(trx, existing.id);
  });
  return 'updated';
}

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that verified, active admin exists. */
export async function ensureFirstAdmin(
  ctx: Pick<AppContext, 'config' | 'db' | 'log'>,
): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const outcome = await ensureAdmin(ctx.db, { email: adminEmail, password: adminPassword });
  if (outcome !== 'unchanged') ctx.log.info(`first admin ${adminEmail}: ${outcome}`);
}
