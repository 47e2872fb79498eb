import { forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { ITEM_GONE, isAdmin, visibleItem } from './itemAccess';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

/** Deleting hides the item (is_active = 0); its conversations and history stay for admins. */
export async function removeItem(ctx: AppContext, user: AuthUser, id: string) {
  const item = await visibleItem(ctx, id, user);
  if (item.is_active !== 1) throw notFound(ITEM_GONE);
  if (item.posted_by_id !== user.userId && !isAdmin(user)) {
    throw forbidden('Only the poster or an admin can delete this item.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateItemRow(trx, id, { is_active: 0, updated_at: nowIso() });
    await recordItemEvent(trx, { itemId: id, actorId: user.userId, action: 'deactivated' });
  });
}
