import { randomBytes } from 'node:crypto';
import { nowIso } from '../../lib/ids';
import { findSecret, insertSecretIfAbsent } from './secretsRepository';
import type { Db } from '../../db';

const NAME = 'unsubscribe-links';

/**
 * The key of the unsubscribe links (docs/security.md#e-mail). The portal has no configured
 * secret, and every instance must sign and check the same way, so the first instance to need it
 * makes a random 256-bit one and stores it; the insert is a no-op for the others.
 */
export async function linkSecret(db: Db): Promise<Buffer> {
  let value = await findSecret(db, NAME);
  if (!value) {
    await insertSecretIfAbsent(db, NAME, randomBytes(32).toString('base64url'), nowIso());
    value = await findSecret(db, NAME);
    if (!value) throw new Error('the unsubscribe link secret could not be stored');
  }
  return Buffer.from(value, 'base64url');
}
