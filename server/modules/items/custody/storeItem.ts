import { forbidden } from '../../../errors';
import { nowIso } from '../../../lib/ids';
import { recordItemEvent } from '../../itemHistory';
import { viewItem, visibleItem } from '../itemAccess';
import * as repo from '../repository';
import { canStore } from './custodyAccess';
import type { AuthUser } from '../../auth';
import type { AppContext } from '../../../context';

/**
 * Records where the office keeps the item (docs/product.md#references-storage-and-custody): the
 * item's keeper or an admin; an empty text clears it. The change and its `stored` event commit
 * together.
 */
export async function storeItem(ctx: AppContext, user: AuthUser, id: string, text: string) {
  const item = await visibleItem(ctx, id, user);
  if (!canStore(item, user)) {
    throw forbidden("Only the item's keeper or an admin can record where it is stored.");
  }
  const location = text.trim() || null;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateItemRow(trx, id, { storage_location: location, updated_at: nowIso() });
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'stored',
      details: location ?? '',
    });
  });
  return viewItem(ctx, id, user);
}
