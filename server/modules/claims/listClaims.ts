import { toClaim } from './claimDto';
import { claimsOf, latestClaimOf } from './repository';
import { reviewableItem } from './reviewers';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/** The item's claims with their answers, newest first, for its reviewers (docs/product.md#office). */
export async function listClaims(ctx: AppContext, user: AuthUser, itemId: string) {
  await reviewableItem(ctx, user, itemId);
  return (await claimsOf(ctx.db, itemId)).map(toClaim);
}

/** The viewer's own latest claim on the item (status only), for the item page; null if none. */
export async function myClaimOf(db: Db, itemId: string, userId: string) {
  const row = await latestClaimOf(db, itemId, userId);
  return row ? { _id: row.id, status: row.status } : null;
}
