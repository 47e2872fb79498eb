import { forbidden, invalidCredentials } from '../../errors';
import { hashPassword, newToken, verifyPassword } from '../../lib/secrets';
import { toAuthUser, type ApiAuthUser } from './userMapper';
import { findUserByEmail } from './usersRepository';
import { canonicalEmail } from './emailAddress';
import { beforeLogin, loginFailed, loginSucceeded } from './loginThrottle';
import { createSession, revokeSession, type AuthUser } from './sessions';
import { isActive, isVerified, type Ctx } from './accountRules';

// Unknown emails still cost one argon2 verification, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(newToken()));

export type SessionAnswer = {
  message: string;
  authorization: string;
  user: ApiAuthUser;
  /** A new account's first session (the contract's SessionResponse.firstSignIn). */
  firstSignIn?: boolean;
};

/**
 * Per-account brake first (loginThrottle.ts: growing waits, then a lock, keyed by the address
 * whether or not it has an account), then one argon2 verification either way. An address outside
 * the canonical form (docs/security.md#e-mail-addresses) matches no account, not even the one it
 * would fold onto: it fails exactly as a wrong password does, braked under its own text.
 */
export async function login(
  ctx: Ctx,
  input: { email: string; password: string },
): Promise<SessionAnswer> {
  const email = canonicalEmail(input.email);
  const key = email ?? input.email.trim();
  await beforeLogin(ctx, key);
  const user = email === undefined ? undefined : await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
  if (!user || !ok) {
    await loginFailed(ctx, key);
    throw invalidCredentials();
  }
  await loginSucceeded(ctx, key);
  if (!isActive(user)) throw forbidden('This account has been deactivated.');
  if (!isVerified(user)) throw forbidden('Please verify your email before logging in.');
  const { token } = await createSession(ctx.db, user.id);
  return { message: 'Logged in successfully', authorization: token, user: toAuthUser(user) };
}

export async function logout(ctx: Ctx, auth: AuthUser): Promise<{ message: string }> {
  await revokeSession(ctx.db, auth.sessionId);
  ctx.realtime.disconnectSession(auth.sessionId, 'logout');
  return { message: 'Logged out successfully' };
}
