import { badRequest } from '../../errors';
import { activeLock } from './accountLocks';
import type { CodePurpose } from './repository';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

export const CODE_TTL_MINUTES = 10;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** No new code for the same account and purpose within this interval of the last one. */
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/** Codes a person enters (reset_token is a long token, not a code). */
export type EnteredCodePurpose = Exclude<CodePurpose, 'reset_token'>;
/** What checkCode needs: the database, and the job worker for the owner's notice of a lock. */
export type CodeContext = Pick<AppContext, 'db' | 'jobs' | 'worker' | 'log' | 'metrics'>;

export const invalidOtp = () => badRequest('Invalid or expired OTP');
export const tooManyAttempts = () => badRequest('Too many wrong attempts. Request a new code.');
export const codesLocked = (until: string) =>
  badRequest(
    `Too many wrong codes were entered for this account. Codes are locked for ${Math.max(
      1,
      Math.ceil((Date.parse(until) - Date.now()) / 60_000),
    )} minutes, even the right one; the account's owner has been emailed.`,
  );

/** Whether wrong codes have locked this account's code flows. */
export const codesLockedUntil = (db: Db, userId: string) => activeLock(db, 'code', userId);
