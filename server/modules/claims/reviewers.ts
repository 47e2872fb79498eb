import { forbidden, notFound } from '../../errors';
import { ITEM_GONE, canActForOffice, visibleItem } from '../items';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

/**
 * docs/product.md#office: the poster and whoever acts for the office on the item (its keeper,
 * the keepers of its desk, admins: docs/product.md#who-acts-for-the-office) review its claims
 * and release them.
 */
export const isReviewer = async (
  ctx: AppContext,
  item: Pick<ItemRow, 'posted_by_id' | 'keeper_id' | 'desk_id'>,
  user: AuthUser,
) => item.posted_by_id === user.userId || canActForOffice(ctx.db, user, item);

/** The active item, when the caller is one of its reviewers (404 / 403 otherwise). */
export async function reviewableItem(ctx: AppContext, user: AuthUser, id: string) {
  const item = await visibleItem(ctx, id, user);
  if (item.is_active !== 1) throw notFound(ITEM_GONE);
  if (!(await isReviewer(ctx, item, user))) {
    throw forbidden(
      "Only the item's poster, the staff of the desk that holds it or an admin can do this.",
    );
  }
  return item;
}
