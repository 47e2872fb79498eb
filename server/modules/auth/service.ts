import type { AppContext } from '../../context';
import type { UserRow } from '../../db/types';
import { badRequest, conflict, forbidden, unauthorized, validationError } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, hashPassword, newToken, sameHash, verifyPassword } from '../../lib/secrets';
import type { Mail } from '../../mail/mailer';
import { passwordResetCodeMail, verificationCodeMail } from '../../mail/templates';
import { toAuthUser, type ApiAuthUser } from '../users/mapper';
import {
  findUserByEmail,
  insertUserIfAbsent,
  normalizeEmail,
  updateUser,
} from '../users/repository';
import { CODE_TTL_MINUTES, RESET_TOKEN_TTL_MS, checkCode, invalidOtp, issueCode } from './codes';
import { consumeAllCodes, consumeCode, insertCode, pendingCode } from './repository';
import { createSession, revokeSession, revokeUserSessions, type AuthUser } from './sessions';

type Role = UserRow['role'];
type Ctx = Pick<AppContext, 'db' | 'mailer' | 'realtime' | 'log'>;

export const EMAIL_TAKEN = 'An account with this email already exists.';
const FORGOT_MESSAGE = 'If an account exists for this email, a code has been sent to it.';

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

async function sendVerificationCode(
  ctx: Ctx,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>,
) {
  const code = await issueCode(ctx.db, user.id, 'verify');
  if (!code) return;
  await sendSafely(
    ctx,
    verificationCodeMail({
      to: user.email,
      name: user.name,
      code,
      minutes: CODE_TTL_MINUTES,
      role: user.role,
    }),
  );
}

export type RegisterInput = { name: string; email: string; password: string; role?: Role };

/**
 * Creates an unverified account (or refreshes a pending self-registration) and mails a code.
 * Roles other than `user` need an admin caller; anonymous callers always get `user`.
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
  const role: Role = caller?.role === 'admin' ? wanted : 'user';
  const byAdmin = caller?.role === 'admin';

  // Hash first: the time spent does not depend on whether the email exists.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, email);
  let user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;
  if (existing) {
    // Verified and deactivated accounts never come back through here; a pending account an
    // admin created is not taken over by an anonymous re-registration either.
    if (isVerified(existing) || !isActive(existing) || (existing.role !== 'user' && !byAdmin)) {
      throw conflict(EMAIL_TAKEN);
    }
    await updateUser(ctx.db, existing.id, { name, password_hash: passwordHash, role });
    user = { id: existing.id, name, email, role };
  } else {
    const now = nowIso();
    user = { id: newId(), name, email, role };
    const inserted = await insertUserIfAbsent(ctx.db, {
      ...user,
      password_hash: passwordHash,
      is_active: 1,
      is_verified: 0,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw conflict(EMAIL_TAKEN);
  }
  await sendVerificationCode(ctx, user);
  return {
    message: byAdmin
      ? `Account created. A verification code was sent to ${email}.`
      : 'Registration successful. Please check your email for the verification code.',
    email,
  };
}

// Unknown emails still cost one argon2 verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(newToken()));

export type SessionAnswer = { message: string; authorization: string; user: ApiAuthUser };

export async function login(
  ctx: Ctx,
  input: { email: string; password: string },
): Promise<SessionAnswer> {
  const user = await findUserByEmail(ctx.db, normalizeEmail(input.email));
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
  if (!user || !ok) throw unauthorized('Invalid email or password.');
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
 * Same answer whether or not the email is registered. A pending (unverified) account gets its
 * registration code again (the client's "resend"); a verified one gets a reset code unless
 * `purpose: verify` was asked. Deactivated accounts get nothing.
 */
export async function forgotPassword(
  ctx: Ctx,
  input: { email: string; purpose?: 'verify' | 'reset' },
): Promise<{ message: string; email: string }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && isActive(user)) {
    if (!isVerified(user)) {
      await sendVerificationCode(ctx, user);
    } else if (input.purpose !== 'verify') {
      const code = await issueCode(ctx.db, user.id, 'reset');
      if (code) {
        await sendSafely(
          ctx,
          passwordResetCodeMail({ to: email, name: user.name, code, minutes: CODE_TTL_MINUTES }),
        );
      }
    }
  }
  return { message: FORGOT_MESSAGE, email };
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
  const row = await checkCode(ctx.db, user.id, purpose, input.otp);

  if (purpose === 'verify') {
    const session = await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, row.id))) throw invalidOtp();
      await consumeAllCodes(trx, user.id, 'verify');
      await updateUser(trx, user.id, { is_verified: 1 });
      return createSession(trx, user.id);
    });
    return {
      message: 'Email verified successfully',
      authorization: session.token,
      user: toAuthUser(user),
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
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id))) throw invalidResetToken();
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeUserSessions(trx, user.id);
  });
  ctx.realtime.disconnectUser(user.id);
  return { message: 'Password reset successfully. Please log in with your new password.', email };
}
