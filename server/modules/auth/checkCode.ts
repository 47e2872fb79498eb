import { hashCode, sameHash } from '../../lib/secrets';
import { wrongCode } from './codeBudget';
import {
  MAX_CODE_ATTEMPTS,
  codesLocked,
  codesLockedUntil,
  invalidOtp,
  tooManyAttempts,
  type CodeContext,
  type EnteredCodePurpose,
} from './codeRules';
import { liveCodes, spendAttempt, type CodeRow } from './repository';

/**
 * Checks a code against the account's live codes of a purpose (one, or one per pending sign-up),
 * spending a try on each first. A code with MAX_CODE_ATTEMPTS spent tries is locked. A wrong
 * code also counts against the account's budget (CODE_FAILURES_PER_HOUR/_PER_DAY); once that
 * is spent every code of the account is refused until the lock ends. The caller consumes the
 * returned row in the same transaction as its effect (consumeCode), which makes it single use.
 */
export async function checkCode(
  ctx: CodeContext,
  userId: string,
  purpose: EnteredCodePurpose,
  code: string,
): Promise<CodeRow> {
  const lockedUntil = await codesLockedUntil(ctx.db, userId);
  if (lockedUntil) throw codesLocked(lockedUntil);
  const rows = await liveCodes(ctx.db, userId, purpose);
  if (!rows.length) throw invalidOtp();
  let tried = false;
  for (const row of rows) {
    if (row.attempts >= MAX_CODE_ATTEMPTS) continue;
    if (!(await spendAttempt(ctx.db, row.id, MAX_CODE_ATTEMPTS))) continue;
    tried = true;
    if (sameHash(hashCode(code, row.id), row.code_hash)) return row;
  }
  if (!tried) throw tooManyAttempts();
  await wrongCode(ctx, userId);
  throw invalidOtp();
}
