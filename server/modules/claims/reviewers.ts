import { forbidden, notFound } from '../../errors';
import { ITEM_GONE, isAdmin, visibleItem } from '../items';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

/** docs/product.md#office: the poster, the item's keeper and admins review its claims. */
export const isReviewer = (item: Pick<ItemRow, 'posted_by_id' | 'keeper_id'>, user: AuthUser) =>
  item.posted_by_id === user.userId || item.keeper_id === user.userId || isAdmin(user);

/** The active item, when the caller is one of its reviewers (404 / 403 otherwise). */
export async function reviewableItem(ctx: AppContext, user: AuthUser, id: string) {
  const item = await visibleItem(ctx, id, user);
  if (item.is_active !== 1) throw notFound(ITEM_GONE);
  if (!isReviewer(item, user)) {
    throw forbidden("Only the item's poster, its keeper or an admin can do this.");
  }
  return item;
}
