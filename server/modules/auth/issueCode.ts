import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, newSixDigitCode } from '../../lib/secrets';
import {
  CODE_TTL_MINUTES,
  RESEND_INTERVAL_MS,
  codesLockedUntil,
  type EnteredCodePurpose,
} from './codeRules';
import { consumeAllCodes, consumeRegistrationCodes, insertCode, latestCode } from './repository';
import { queueAccountMail } from './accountMail';
import type { Db } from '../../db';
import type { Mail } from '../../mail/mailer';

const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Creates a fresh 6-digit code (only its hash is stored) and supersedes older ones: of the same
 * purpose, or for verification codes of the same sign-up (`registrationId`), so each pending
 * sign-up keeps its own code. With `mail`, the mail carrying the code is queued in the same
 * transaction (accountMail.ts; the caller calls `mailQueued` after the commit), so a code is
 * never issued without its mail. `db` may be the caller's transaction. Returns the code and its
 * row id; null, and nothing is queued, when the last code of the purpose was issued less than
 * RESEND_INTERVAL_MS ago (unless `skipThrottle`: the caller checked it) or while wrong codes have
 * locked the account.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: EnteredCodePurpose,
  opts: { registrationId?: string; skipThrottle?: boolean; mail?: (code: string) => Mail } = {},
): Promise<{ code: string; id: string } | null> {
  if (await codesLockedUntil(db, userId)) return null;
  if (!opts.skipThrottle && (await recentlyIssued(db, userId, purpose))) return null;
  const id = newId();
  const code = newSixDigitCode();
  await inTransaction(db, async (trx) => {
    if (opts.registrationId) await consumeRegistrationCodes(trx, opts.registrationId);
    else await consumeAllCodes(trx, userId, purpose);
    await insertCode(trx, {
      id,
      user_id: userId,
      purpose,
      code_hash: hashCode(code, id),
      expires_at: isoIn(CODE_TTL_MINUTES * 60_000),
      created_at: nowIso(),
      registration_id: opts.registrationId ?? null,
    });
    if (opts.mail) await queueAccountMail(trx, opts.mail(code), id);
  });
  return { code, id };
}

/** The re-send throttle: a code of this purpose was issued less than RESEND_INTERVAL_MS ago. */
export async function recentlyIssued(
  db: Db,
  userId: string,
  purpose: EnteredCodePurpose,
): Promise<boolean> {
  const last = await latestCode(db, userId, purpose);
  return Boolean(last && Date.now() - Date.parse(last.created_at) < RESEND_INTERVAL_MS);
}
