import { forbidden } from '../../../errors';
import { viewItem, visibleItem } from '../itemAccess';
import { canActForOffice } from '../officeDuty';
import { deskOfMove, moveItem } from './moveItem';
import type { AuthUser } from '../../auth';
import type { AppContext } from '../../../context';

/**
 * Records where the office keeps the item (docs/product.md#references-storage-and-custody), and
 * with `deskId` at which desk (docs/product.md#desks-and-the-queue): whoever acts for the office
 * on it (docs/product.md#who-acts-for-the-office); an empty text clears the place. The change and its events commit together.
 */
export async function storeItem(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  text: string,
  deskId?: string,
) {
  const item = await visibleItem(ctx, id, user);
  // Whoever acts for the office on it: its keeper, its desk's keepers, admins.
  if (!(await canActForOffice(ctx.db, user, item))) {
    throw forbidden(
      'Only the staff of the desk that holds this item or an admin can record where it is stored.',
    );
  }
  const desk = await deskOfMove(ctx.db, deskId);
  await ctx.db.transaction().execute(async (trx) => {
    await moveItem(trx, user.userId, item, { desk, storageLocation: text });
  });
  return viewItem(ctx, id, user);
}
