import { conflict, forbidden, notFound } from '../../../errors';
import { recordAudit } from '../../audit';
import { isAdmin } from '../itemAccess';
import { formatReference } from '../reference';
import { actsForOfficeAt, dutyDesks } from '../officeDuty';
import { itemRowsByIds } from './bulkRepository';
import { inCustody } from './inCustody';
import { deskOfMove, moveItem } from './moveItem';
import type { AuthUser } from '../../auth';
import type { AppContext } from '../../../context';

export type BulkMove = { itemIds: string[]; deskId: string; storageLocation?: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Moves a selection of items to a desk and storage place (docs/product.md#the-keepers-queue):
 * every item is checked first (404 unknown, 403 not the caller's to move, 409 not in custody),
 * then all move in one transaction, each history recording its move and each moved item
 * audited as `item.move`.
 */
export async function bulkMove(ctx: AppContext, user: AuthUser, body: BulkMove) {
  const desk = await deskOfMove(ctx.db, body.deskId);
  const mine = await dutyDesks(ctx.db, user);
  await ctx.db.transaction().execute(async (trx) => {
    const rows = new Map((await itemRowsByIds(trx, body.itemIds)).map((r) => [r.id, r]));
    const items = body.itemIds.map((id) => {
      const item = rows.get(id);
      if (!item || (item.is_active !== 1 && !isAdmin(user) && item.posted_by_id !== user.userId)) {
        throw notFound(`Item ${id} not found.`);
      }
      const reference = formatReference(item.ref_no, item.created_at);
      if (!inCustody(item)) throw conflict(`${reference} is not in the office's custody.`);
      // Whoever acts for the office on it (docs/product.md#who-acts-for-the-office).
      if (!actsForOfficeAt(user, item, mine)) {
        throw forbidden(`${reference} is kept by another keeper at another desk.`);
      }
      return item;
    });
    for (const item of items) {
      const change = await moveItem(trx, user.userId, item, {
        desk,
        storageLocation: body.storageLocation,
      });
      // Every bulk action is audited, one entry per item (docs/product.md#audit-log).
      if (change) {
        await recordAudit(trx, {
          actorId: user.userId,
          action: 'item.move',
          targetType: 'item',
          targetId: item.id,
          ...change,
        });
      }
    }
  });
  const count = body.itemIds.length;
  return { message: `${plural(count, 'item', 'items')} moved.`, count };
}
