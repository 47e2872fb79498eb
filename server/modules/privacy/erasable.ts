import { conflict, forbidden, notFound } from '../../errors';
import { findUserById } from '../auth';
import type { Db } from '../../db';

/** A unique address no mail can reach (RFC 2606 reserves `.invalid`); it marks an erased account. */
export const erasedEmail = (userId: string) => `deleted-${userId}@invalid`;

/**
 * The account an admin may erase, or the refusal both the erasure and its preview give
 * (docs/product.md#privacy): never oneself (403), an unknown user 404, already erased 409.
 */
export async function erasableAccount(db: Db, actorId: string, userId: string) {
  if (userId === actorId) throw forbidden('You cannot erase your own account.');
  const row = await findUserById(db, userId);
  if (!row) throw notFound('User not found.');
  if (row.email === erasedEmail(userId)) {
    throw conflict("This user's personal data has already been erased.");
  }
  return row;
}
