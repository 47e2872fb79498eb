import { forbidden } from '../../../errors';
import { viewItem, visibleItem } from '../itemAccess';
import { canStore } from './custodyAccess';
import { deskOfMove, moveItem } from './moveItem';
import type { AuthUser } from '../../auth';
import type { AppContext } from '../../../context';

/**
 * Records where the office keeps the item (docs/product.md#references-storage-and-custody), and
 * with `deskId` at which desk (docs/product.md#desks-and-the-queue): the item's keeper or an
 * admin; an empty text clears the place. The change and its events commit together.
 */
export async function storeItem(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  text: string,
  deskId?: string,
) {
  const item = await visibleItem(ctx, id, user);
  if (!canStore(item, user)) {
    throw forbidden("Only the item's keeper or an admin can record where it is stored.");
  }
  const desk = await deskOfMove(ctx.db, deskId);
  await ctx.db.transaction().execute(async (trx) => {
    await moveItem(trx, user.userId, item, { desk, storageLocation: text });
  });
  return viewItem(ctx, id, user);
}
