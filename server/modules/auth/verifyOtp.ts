import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, newToken } from '../../lib/secrets';
import { toAuthUser } from './userMapper';
import { findUserByEmail, updateUser } from './usersRepository';
import { requireCanonicalEmail } from './emailAddress';
import { RESET_TOKEN_TTL_MS, checkCode, invalidOtp } from './codes';
import { resetLoginThrottle } from './loginThrottle';
import { deleteRegistrations, findRegistration } from './registrations';
import { consumeAllCodes, consumeCode, insertCode } from './repository';
import { createSession, revokeUserSessions } from './sessions';
import { isActive, isVerified, type Ctx } from './accountRules';
import type { SessionAnswer } from './login';

export type VerifyAnswer = SessionAnswer | { message: string; resetToken: string };

/** Unknown, deactivated and wrong all answer "Invalid or expired OTP" (400), never 404. */
export async function verifyOtp(
  ctx: Ctx,
  input: { email: string; otp: string; purpose?: 'verify' | 'reset' },
): Promise<VerifyAnswer> {
  const user = await findUserByEmail(ctx.db, requireCanonicalEmail(input.email));
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
      firstSignIn: true,
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
