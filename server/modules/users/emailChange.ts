import { conflict, rateLimited, unauthorized } from '../../errors';
import { nowIso } from '../../lib/ids';
import {
  emailChangeCodeMail,
  emailChangeTakenMail,
  emailChangedNoticeMail,
} from '../../mail/emailChangeTemplates';
import { isUniqueViolation } from '../../db/errors';
import {
  CODE_TTL_MINUTES,
  EMAIL_TAKEN,
  checkCode,
  consumeAllCodes,
  consumeCode,
  emailTakenByOther,
  endSessions,
  findUserById,
  invalidOtp,
  issueCode,
  latestCode,
  pendingCode,
  toApiUser,
  updateUser,
  type ApiUser,
  type AuthUser,
} from '../auth';
import { deleteEmailChange, findEmailChange, saveEmailChange } from './emailChangeRepository';
import type { Mail } from '../../mail/mailer';
import type { UserRow } from '../../db/types';
import type { AppContext } from '../../context';

/*
 * Changing the login address takes two proofs: the current password (checked by the caller,
 * updateMe) and a code mailed to the new address. The address is bound to the very code sent to
 * it (email_changes.code_id): a code proves only the address it went to. The old address is told
 * once the change is done, and the account's other sessions are signed out.
 */

/** What the users module's services use of the app (service.ts shares it). */
export type Ctx = Pick<AppContext, 'db' | 'mailer' | 'jobs' | 'realtime' | 'log'>;

const WAIT_FOR_CODE = 'Please wait a minute before asking for another code.';

/** Mail goes out after the answer, through the job queue, which logs a failure. */
function sendLater(ctx: Ctx, mail: Mail): void {
  ctx.jobs.push(`mail: ${mail.subject}`, () => ctx.mailer.send(mail));
}

/**
 * Issues a code for `newEmail` (already normalized, different from the current one) and mails it
 * there. When another account uses that address, the address gets a notice instead of a code and
 * the caller's answer is the same, so this cannot be used to find accounts; confirming then fails
 * with 409. Within a minute of the last code, asking again for the same address keeps the earlier
 * code (same answer, no mail); another address answers 429.
 */
export async function requestEmailChange(
  ctx: Ctx,
  user: Pick<UserRow, 'id' | 'name'>,
  newEmail: string,
): Promise<void> {
  const taken = await emailTakenByOther(ctx.db, newEmail, user.id);
  const issued = await issueCode(ctx.db, user.id, 'email_change');
  if (!issued) {
    const [pending, current] = await Promise.all([
      findEmailChange(ctx.db, user.id),
      pendingCode(ctx.db, user.id, 'email_change'),
    ]);
    const stillValid =
      pending?.new_email === newEmail &&
      current?.id === pending.code_id &&
      current.expires_at > nowIso();
    if (stillValid) return;
    throw rateLimited(WAIT_FOR_CODE);
  }
  // Bind the address to this very code. A concurrent request may already have superseded it:
  // then it is neither bound nor sent.
  const latest = await latestCode(ctx.db, user.id, 'email_change');
  if (latest?.id !== issued.id) {
    throw rateLimited(WAIT_FOR_CODE);
  }
  await saveEmailChange(ctx.db, {
    user_id: user.id,
    new_email: newEmail,
    code_id: issued.id,
    created_at: nowIso(),
  });
  sendLater(
    ctx,
    taken
      ? emailChangeTakenMail({ to: newEmail })
      : emailChangeCodeMail({
          to: newEmail,
          name: user.name,
          code: issued.code,
          minutes: CODE_TTL_MINUTES,
        }),
  );
}

/**
 * Applies the pending change with the code mailed to the new address: single use, and only for
 * the address it was sent to. Uniqueness is checked again inside the transaction (the unique
 * index settles a race): 409 and nothing changes when the address was taken meanwhile.
 */
export async function confirmEmailChange(
  ctx: Ctx,
  me: AuthUser,
  input: { otp: string },
): Promise<{ message: string; user: ApiUser }> {
  const user = await findUserById(ctx.db, me.userId);
  if (!user) throw unauthorized();
  const code = await checkCode(ctx, me.userId, 'email_change', input.otp);
  const pending = await findEmailChange(ctx.db, me.userId);
  if (!pending || pending.code_id !== code.id) throw invalidOtp();

  const disconnect = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, code.id))) throw invalidOtp();
    if (await emailTakenByOther(trx, pending.new_email, me.userId)) throw conflict(EMAIL_TAKEN);
    try {
      await updateUser(trx, me.userId, { email: pending.new_email });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
    await deleteEmailChange(trx, me.userId);
    // Codes mailed to the old address stop working with it.
    await consumeAllCodes(trx, me.userId, 'reset');
    await consumeAllCodes(trx, me.userId, 'reset_token');
    return endSessions(ctx, trx, me.userId, { keep: me.sessionId, reason: 'emailChanged' });
  });
  disconnect();

  sendLater(
    ctx,
    emailChangedNoticeMail({
      to: user.email,
      name: user.name,
      newEmail: pending.new_email,
      at: new Date().toUTCString(),
    }),
  );
  const updated = await findUserById(ctx.db, me.userId);
  if (!updated) throw unauthorized();
  return { message: 'Email updated successfully', user: toApiUser(updated) };
}
