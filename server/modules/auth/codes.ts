import type { Db } from '../../db';
import { badRequest } from '../../errors';
import { isoIn, newId, nowIso } from '../../lib/ids';
import { hashCode, newSixDigitCode, sameHash } from '../../lib/secrets';
import {
  consumeAllCodes,
  insertCode,
  latestCode,
  pendingCode,
  spendAttempt,
  type CodeRow,
} from './repository';

export const CODE_TTL_MINUTES = 10;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** No new code for the same account and purpose within this interval of the last one. */
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export const invalidOtp = () => badRequest('Invalid or expired OTP');
export const tooManyAttempts = () => badRequest('Too many wrong attempts. Request a new code.');

/**
 * Creates a fresh 6-digit code (only its hash is stored) and supersedes older ones. Returns null
 * when the last code was issued less than RESEND_INTERVAL_MS ago: then nothing is sent and the
 * earlier code stays valid, so the answer to the caller is the same either way.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: 'verify' | 'reset' | 'email_change',
): Promise<string | null> {
  const last = await latestCode(db, userId, purpose);
  if (last && Date.now() - Date.parse(last.created_at) < RESEND_INTERVAL_MS) return null;
  const id = newId();
  const code = newSixDigitCode();
  await db.transaction().execute(async (trx) => {
    await consumeAllCodes(trx, userId, purpose);
    await insertCode(trx, {
      id,
      user_id: userId,
      purpose,
      code_hash: hashCode(code, id),
      expires_at: isoIn(CODE_TTL_MINUTES * 60_000),
      created_at: nowIso(),
    });
  });
  return code;
}

/**
 * Checks a code against the account's pending one, spending a try first. A code with five
 * spent tries is locked: even the right code fails then. The caller consumes the returned row
 * in the same transaction as its effect (consumeCode), which makes it single use.
 */
export async function checkCode(
  db: Db,
  userId: string,
  purpose: 'verify' | 'reset' | 'email_change',
  code: string,
): Promise<CodeRow> {
  const row = await pendingCode(db, userId, purpose);
  if (!row || row.expires_at <= nowIso()) throw invalidOtp();
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw tooManyAttempts();
  if (!(await spendAttempt(db, row.id, MAX_CODE_ATTEMPTS))) throw tooManyAttempts();
  if (!sameHash(hashCode(code, row.id), row.code_hash)) throw invalidOtp();
  return row;
}
