import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random 256-bit session or reset token (base64url). Only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A uniformly random 6-digit code, as text with leading zeros. */
export const newSixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are short, so a plain sha256 could be reversed by trying all million values; the hash is
 * keyed with the record it belongs to (and a server-side pepper) so a leaked table row alone
 * does not reveal the code without brute force per row.
 */
export const hashCode = (code: string, salt: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean => {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
};

// argon2id runs on libuv's thread pool, never on the event loop.
export const hashPassword = (password: string): Promise<string> => hash(password);
export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};
