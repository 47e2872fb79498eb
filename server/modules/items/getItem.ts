import { viewItem, visibleItem } from './itemAccess';
import { canActForOffice } from './officeDuty';
import type { AuthUser } from '../auth';
import type { Schemas } from '../../contract/operations';
import type { AppContext } from '../../context';

/**
 * The viewer's own claim on an item (docs/product.md#office). Claims are the claims module's, and
 * items imports nothing of it: modules/index.ts hands this in.
 */
export type MyClaimOf = (itemId: string, userId: string) => Promise<Schemas['Item']['myClaim']>;

/** The item page: active items for everyone, inactive ones for their poster and admins. */
export async function getItem(ctx: AppContext, myClaimOf: MyClaimOf, id: string, user?: AuthUser) {
  const row = await visibleItem(ctx, id, user);
  const item = await viewItem(ctx, id, user);
  // Per viewer, read each time (docs/product.md#office): never part of a cached page.
  return {
    ...item,
    myClaim: user ? await myClaimOf(id, user.userId) : null,
    // What the item page offers the office's staff (docs/product.md#who-acts-for-the-office).
    actsForOffice: user ? await canActForOffice(ctx.db, user, row) : false,
  };
}
