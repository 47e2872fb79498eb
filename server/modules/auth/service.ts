import { badRequest, conflict, forbidden, unauthorized, validationError } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, hashPassword, newToken, sameHash, verifyPassword } from '../../lib/secrets';
import { accountExistsMail } from '../../mail/accountNotices';
import { passwordResetCodeMail, verificationCodeMail } from '../../mail/templates';
import { toAuthUser, type ApiAuthUser } from './userMapper';
import { findUserByEmail, insertUserIfAbsent, normalizeEmail, updateUser } from './usersRepository';
import { startLock } from './accountLocks';
import {
  CODE_TTL_MINUTES,
  RESET_TOKEN_TTL_MS,
  checkCode,
  codesLockedUntil,
  invalidOtp,
  issueCode,
  recentlyIssued,
} from './codes';
import { beforeLogin, loginFailed, loginSucceeded, resetLoginThrottle } from './loginThrottle';
import {
  deleteRegistrations,
  findRegistration,
  insertRegistration,
  listRegistrations,
  purgeExpiredPending,
  type Registration,
} from './registrations';
import { consumeAllCodes, consumeCode, insertCode, pendingCode } from './repository';
import { endSessions } from './endSessions';
import { createSession, revokeSession, revokeUserSessions, type AuthUser } from './sessions';
import type { Mail } from '../../mail/mailer';
import type { UserRow } from '../../db/types';
import type { AppContext } from '../../context';

type Role = UserRow['role'];
type Ctx = Pick<AppContext, 'db' | 'mailer' | 'jobs' | 'realtime' | 'log'>;

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const REGISTERED =
  'Registration successful. Please check your email for the verification code.';
const FORGOT_MESSAGE = 'If an account exists for this email, a code has been sent to it.';
/** A re-send mails a fresh code for each of the newest this-many pending sign-ups. */
export const MAX_RESENT_SIGNUPS = 3;
/** At most one "someone tried to register with your address" mail per account this often. */
const EXISTS_NOTICE_INTERVAL_MS = 60 * 60_000;

export const isActive = (u: Pick<UserRow, 'is_active'>) => Number(u.is_active) === 1;
export const isVerified = (u: Pick<UserRow, 'is_verified'>) => Number(u.is_verified) === 1;

/** A name made only of spaces passes the contract's minLength; it is still no name. */
export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw validationError('name', 'name is required');
  return trimmed;
}

/** Mail goes out after the write; a failure is logged and the user can ask for a new code. */
async function sendSafely(ctx: Ctx, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, to: mail.to, subject: mail.subject }, 'sending mail failed');
  }
}

type PendingUser = Pick<UserRow, 'id' | 'email' | 'role'>;

/** Mails a fresh code bound to one sign-up (the mail names it). Callers check the throttle. */
async function mailSignupCode(ctx: Ctx, user: PendingUser, reg: Registration): Promise<void> {
  const code = await issueCode(ctx.db, user.id, 'verify', {
    registrationId: reg.id,
    skipThrottle: true,
  });
  if (!code) return;
  await sendSafely(
    ctx,
    verificationCodeMail({
      to: user.email,
      name: reg.name,
      code,
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
async function addSignup(
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

// Unknown emails still cost one argon2 verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(newToken()));

export type SessionAnswer = { message: string; authorization: string; user: ApiAuthUser };

/**
 * Per-account brake first (loginThrottle.ts: growing waits, then a lock, keyed by the address
 * whether or not it has an account), then one argon2 verification either way.
 */
export async function login(
  ctx: Ctx,
  input: { email: string; password: string },
): Promise<SessionAnswer> {
  const email = normalizeEmail(input.email);
  await beforeLogin(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
  if (!user || !ok) {
    await loginFailed(ctx, email);
    throw unauthorized('Invalid email or password.');
  }
  await loginSucceeded(ctx, email);
  if (!isActive(user)) throw forbidden('This account has been deactivated.');
  if (!isVerified(user)) throw forbidden('Please verify your email before logging in.');
  const { token } = await createSession(ctx.db, user.id);
  return { message: 'Logged in successfully', authorization: token, user: toAuthUser(user) };
}

export async function logout(ctx: Ctx, auth: AuthUser): Promise<{ message: string }> {
  await revokeSession(ctx.db, auth.sessionId);
  ctx.realtime.disconnectSession(auth.sessionId);
  return { message: 'Logged out successfully' };
}

/**
 * Same answer, and the same work before it, whether or not the email is registered: the codes
 * are issued and mailed after the answer (job queue). A pending (unverified) account gets a
 * fresh code for each of its newest sign-ups, each mail naming its sign-up (the client's
 * "resend"); a verified one gets a reset code unless `purpose: verify` was asked. Deactivated
 * accounts get nothing.
 */
export async function forgotPassword(
  ctx: Ctx,
  input: { email: string; purpose?: 'verify' | 'reset' },
): Promise<{ message: string; email: string }> {
  const email = normalizeEmail(input.email);
  ctx.jobs.push('forgot password', () => sendAccountCode(ctx, email, input.purpose));
  return { message: FORGOT_MESSAGE, email };
}

async function sendAccountCode(ctx: Ctx, email: string, purpose?: 'verify' | 'reset') {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !isActive(user)) return;
  if (!isVerified(user)) {
    if (await recentlyIssued(ctx.db, user.id, 'verify')) return;
    for (const reg of await listRegistrations(ctx.db, user.id, MAX_RESENT_SIGNUPS)) {
      await mailSignupCode(ctx, user, reg);
    }
    return;
  }
  if (purpose === 'verify') return;
  const code = await issueCode(ctx.db, user.id, 'reset');
  if (!code) return;
  await sendSafely(
    ctx,
    passwordResetCodeMail({ to: email, name: user.name, code, minutes: CODE_TTL_MINUTES }),
  );
}

export type VerifyAnswer = SessionAnswer | { message: string; resetToken: string };

/** Unknown, deactivated and wrong all answer "Invalid or expired OTP" (400), never 404. */
export async function verifyOtp(
  ctx: Ctx,
  input: { email: string; otp: string; purpose?: 'verify' | 'reset' },
): Promise<VerifyAnswer> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  if (!user || !isActive(user)) throw invalidOtp();
  const purpose = input.purpose ?? (isVerified(user) ? 'reset' : 'verify');
  // Verification codes exist only while unverified, reset codes only once verified.
  if ((purpose === 'verify') === isVerified(user)) throw invalidOtp();
  const row = await checkCode(ctx, user.id, purpose, input.otp);

  if (purpose === 'verify') {
    // The code confirms its own sign-up: the account takes that sign-up's name and password,
    // and every other sign-up (and its code) of the address is dropped.
    const { session, name } = await ctx.db.transaction().execute(async (trx) => {
      const reg = row.registration_id ? await findRegistration(trx, row.registration_id) : null;
      if (row.registration_id && !reg) throw invalidOtp();
      if (!(await consumeCode(trx, row.id))) throw invalidOtp();
      await consumeAllCodes(trx, user.id, 'verify');
      await updateUser(trx, user.id, {
        is_verified: 1,
        ...(reg ? { name: reg.name, password_hash: reg.password_hash } : {}),
      });
      await deleteRegistrations(trx, user.id);
      await revokeUserSessions(trx, user.id);
      return { session: await createSession(trx, user.id), name: reg?.name ?? user.name };
    });
    await resetLoginThrottle(ctx, user.email);
    return {
      message: 'Email verified successfully',
      authorization: session.token,
      user: toAuthUser({ ...user, name }),
    };
  }

  const resetToken = newToken();
  const tokenId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id))) throw invalidOtp();
    await consumeAllCodes(trx, user.id, 'reset_token');
    await insertCode(trx, {
      id: tokenId,
      user_id: user.id,
      purpose: 'reset_token',
      code_hash: hashCode(resetToken, tokenId),
      expires_at: isoIn(RESET_TOKEN_TTL_MS),
      created_at: nowIso(),
    });
  });
  return { message: 'OTP verified. You can now set a new password.', resetToken };
}

const invalidResetToken = () =>
  badRequest('Invalid or expired reset token. Please request a new code.');

/** Needs the single-use token from verify-otp; signs the account out everywhere. */
export async function resetPassword(
  ctx: Ctx,
  input: { email: string; newPassword: string; resetToken: string },
): Promise<{ message: string; email: string }> {
  const email = normalizeEmail(input.email);
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
    return endSessions(ctx, trx, user.id);
  });
  await resetLoginThrottle(ctx, email);
  disconnect();
  return { message: 'Password reset successfully. Please log in with your new password.', email };
}
