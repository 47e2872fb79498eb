import { isUniqueViolation } from '../../db/errors';
import { conflict, unauthorized } from '../../errors';
import { emailChangedNoticeMail } from '../../mail/emailChangeTemplates';
import {
  EMAIL_TAKEN,
  checkCode,
  consumeAllCodes,
  consumeCode,
  emailTakenByOther,
  endSessions,
  findUserById,
  invalidOtp,
  mailQueued,
  queueAccountMail,
  toApiUser,
  updateUser,
  type ApiUser,
  type AuthUser,
} from '../auth';
import { deleteEmailChange, findEmailChange } from './emailChangeRepository';
import type { Ctx } from './usersCtx';

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
    // The old address is told, in the same transaction: a change never goes unannounced.
    await queueAccountMail(
      trx,
      emailChangedNoticeMail({
        to: user.email,
        name: user.name,
        newEmail: pending.new_email,
        at: new Date().toUTCString(),
      }),
    );
    return endSessions(ctx, trx, me.userId, { keep: me.sessionId, reason: 'emailChanged' });
  });
  disconnect();
  mailQueued(ctx);
  const updated = await findUserById(ctx.db, me.userId);
  if (!updated) throw unauthorized();
  return { message: 'Email updated successfully', user: toApiUser(updated) };
}
