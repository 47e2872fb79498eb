import { passwordResetCodeMail } from '../../mail/templates';
import { findUserByEmail } from './usersRepository';
import { requireCanonicalEmail } from './emailAddress';
import { CODE_TTL_MINUTES, issueCode, recentlyIssued } from './codes';
import { listRegistrations } from './registrations';
import { isActive, isVerified, type Ctx } from './accountRules';
import { MAX_RESENT_SIGNUPS, queueSignupCode } from './signupCodes';
import { mailQueued } from './accountMail';

const FORGOT_MESSAGE = 'If an account exists for this email, a code has been sent to it.';

/**
 * Same answer, and the same work before it, whether or not the email is registered: the codes
 * are issued after the answer (in-process queue), each with its mail queued as a durable job in
 * the same transaction (accountMail.ts). A pending (unverified) account gets a
 * fresh code for each of its newest sign-ups, each mail naming its sign-up (the client's
 * "resend"); a verified one gets a reset code unless `purpose: verify` was asked. Deactivated
 * accounts get nothing.
 */
export async function forgotPassword(
  ctx: Ctx,
  input: { email: string; purpose?: 'verify' | 'reset' },
): Promise<{ message: string; email: string }> {
  const email = requireCanonicalEmail(input.email);
  ctx.jobs.push('forgot password', () => sendAccountCode(ctx, email, input.purpose));
  return { message: FORGOT_MESSAGE, email };
}

async function sendAccountCode(ctx: Ctx, email: string, purpose?: 'verify' | 'reset') {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !isActive(user)) return;
  if (!isVerified(user)) {
    if (await recentlyIssued(ctx.db, user.id, 'verify')) return;
    for (const reg of await listRegistrations(ctx.db, user.id, MAX_RESENT_SIGNUPS)) {
      await queueSignupCode(ctx.db, user, reg);
    }
    return mailQueued(ctx);
  }
  if (purpose === 'verify') return;
  const issued = await issueCode(ctx.db, user.id, 'reset', {
    mail: (code) =>
      passwordResetCodeMail({ to: email, name: user.name, code, minutes: CODE_TTL_MINUTES }),
  });
  if (issued) mailQueued(ctx);
}
