import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../../lib/secrets';
import { showNonAscii } from '../../../shared/email';
import { CREATE_ADMIN_COMMAND } from '../../../shared/firstAdmin';
import { findUserByEmail, insertUserIfAbsent, updateUser } from './usersRepository';
import { activeAdminIds } from './adminUsersRepository';
import { canonicalEmail } from './emailAddress';
import { resetLoginThrottle } from './loginThrottle';
import { deleteRegistrations } from './registrations';
import { consumeAllCodes } from './repository';
import { revokeUserSessions } from './sessions';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

export type EnsureAdminInput = {
  email: string;
  password: string;
  name?: string;
  /** The operator's create-admin tool: always set this password, re-activating if need be. */
  resetPassword?: boolean;
};

export type EnsureAdminOutcome =
  'created' | 'unchanged' | 'updated' | 'taken over' | 'deactivated' | 'verified account';

/**
 * Makes sure a verified admin with this email exists. Safe to run on every start and from
 * several instances at once.
 * - Free address: creates the admin ('created').
 * - A verified, active admin: left alone, its password included ('unchanged').
 * - A verified admin that is deactivated: left deactivated ('deactivated'); an admin's decision
 *   is never undone by a restart.
 * - Any other verified account (a student or keeper who proved they read that mailbox): left as
 *   it is ('verified account'). A start never turns a person's account into an admin, nor takes
 *   it from them: a mistyped ADMIN_EMAIL must not hand someone's messages and claims to whoever
 *   holds ADMIN_PASSWORD. The operator does it on purpose with create-admin.
 * - An unverified account (someone may have registered the address before ADMIN_EMAIL was set,
 *   without its mailbox): becomes a verified, active admin with THIS password, never the one its
 *   registrant chose; its sessions, pending sign-ups and codes are dropped ('taken over').
 * With `resetPassword` (create-admin), the account always ends up an active admin with this
 * password and no other session ('updated' when it existed).
 */
export async function ensureAdmin(db: Db, input: EnsureAdminInput): Promise<EnsureAdminOutcome> {
  const email = canonicalEmail(input.email);
  // config.ts refuses such an ADMIN_EMAIL at start; this covers create-admin.
  if (!email) throw new Error(`"${showNonAscii(input.email)}" is not a plain e-mail address.`);
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
  const verifiedAdmin = existing.role === 'admin' && Number(existing.is_verified) === 1;
  const active = Number(existing.is_active) === 1;
  if (!input.resetPassword) {
    if (verifiedAdmin && active) return 'unchanged';
    if (verifiedAdmin) return 'deactivated';
    if (Number(existing.is_verified) === 1) return 'verified account';
  }
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, existing.id, {
      role: 'admin',
      is_active: 1,
      is_verified: 1,
      password_hash: passwordHash,
    });
    await revokeUserSessions(trx, existing.id);
    await deleteRegistrations(trx, existing.id);
    for (const purpose of ['verify', 'reset', 'reset_token'] as const) {
      await consumeAllCodes(trx, existing.id, purpose);
    }
    await resetLoginThrottle({ db: trx }, email);
  });
  return input.resetPassword ? 'updated' : 'taken over';
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that verified admin exists (see
 * ensureAdmin; docs/security.md#accounts); a take-over, a verified account left alone and a
 * skipped re-activation are logged loudly.
 */
export async function ensureFirstAdmin(
  ctx: Pick<AppContext, 'config' | 'db' | 'log'>,
): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const outcome = await ensureAdmin(ctx.db, { email: adminEmail, password: adminPassword });
  if (outcome === 'created') ctx.log.info(`first admin ${adminEmail}: created`);
  if (outcome === 'taken over') {
    ctx.log.error(
      `ADMIN_EMAIL ${adminEmail} belonged to an account that was not a verified admin (someone ` +
        'may have registered it first). It is now the admin with ADMIN_PASSWORD; its earlier ' +
        'password, sessions, sign-ups and codes no longer work. Check what that account did.',
    );
  }
  if (outcome === 'verified account') {
    ctx.log.error(
      `ADMIN_EMAIL ${adminEmail} is a verified account that is not an admin: left as it is, ` +
        'and no admin was created (a start never turns someone’s account into an admin). If ' +
        'that account is yours, make it the admin with npm run create-admin; otherwise set ' +
        'ADMIN_EMAIL to another address.',
    );
  }
  if (outcome === 'deactivated') {
    ctx.log.warn(
      `ADMIN_EMAIL ${adminEmail} is an admin that was deactivated: left deactivated. ` +
        'Re-activate it from the admin console, or with npm run create-admin.',
    );
  }
}

/**
 * No active admin account: a fresh portal (docs/product.md#first-run). GET /setup tells the
 * browse page, and the start logs how to make one.
 */
export async function needsFirstAdmin(db: Db): Promise<boolean> {
  return (await activeAdminIds(db)).length === 0;
}

/** At start, after ensureFirstAdmin: one line telling the operator how to create the first admin. */
export async function logMissingAdmin(ctx: Pick<AppContext, 'db' | 'log'>): Promise<void> {
  if (!(await needsFirstAdmin(ctx.db))) return;
  ctx.log.warn(
    `No admin account yet: create the first one with ${CREATE_ADMIN_COMMAND} ` +
      '(or start with ADMIN_EMAIL and ADMIN_PASSWORD set).',
  );
}
