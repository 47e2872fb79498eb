import { validationError } from '../../errors';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/types';

/**
 * What the account flows (sign-up, login, codes, reset) need from the app: `jobs` for the work
 * after the answer, `worker` to send the mail they queue (accountMail.ts).
 */
export type Ctx = Pick<AppContext, 'db' | 'jobs' | 'worker' | 'realtime' | 'log' | 'metrics'>;

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const REGISTERED =
  'Registration successful. Please check your email for the verification code.';
export const isActive = (u: Pick<UserRow, 'is_active'>) => Number(u.is_active) === 1;
export const isVerified = (u: Pick<UserRow, 'is_verified'>) => Number(u.is_verified) === 1;

/** A name made only of spaces passes the contract's minLength; it is still no name. */
export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw validationError('name', 'name is required');
  return trimmed;
}
