import { rateLimited } from '../../errors';
import { nowIso } from '../../lib/ids';
import { emailChangeCodeMail, emailChangeTakenMail } from '../../mail/emailChangeTemplates';
import {
  CODE_TTL_MINUTES,
  emailTakenByOther,
  issueCode,
  latestCode,
  mailQueued,
  pendingCode,
  queueAccountMail,
} from '../auth';
import { findEmailChange, saveEmailChange } from './emailChangeRepository';
import type { Ctx } from './usersCtx';
import type { UserRow } from '../../db/types';

/*
 * Changing the login address takes two proofs: the current password (checked by the caller,
 * updateMe) and a code mailed to the new address. The address is bound to the very code sent to
 * it (email_changes.code_id): a code proves only the address it went to. The old address is told
 * once the change is done, and the account's other sessions are signed out.
 */

const WAIT_FOR_CODE = 'Please wait a minute before asking for another code.';

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
  // The binding and the mail commit together: a bound code is always on its way.
  const mail = taken
    ? emailChangeTakenMail({ to: newEmail })
    : emailChangeCodeMail({
        to: newEmail,
        name: user.name,
        code: issued.code,
        minutes: CODE_TTL_MINUTES,
      });
  await ctx.db.transaction().execute(async (trx) => {
    await saveEmailChange(trx, {
      user_id: user.id,
      new_email: newEmail,
      code_id: issued.id,
      created_at: nowIso(),
    });
    await queueAccountMail(trx, mail, issued.id);
  });
  mailQueued(ctx);
}
