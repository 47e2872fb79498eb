import { conflict, forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { submitPendingClaim } from '../claims';
import { recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { KEEPER_CANNOT_CLAIM } from './handOverRoles';
import { ITEM_GONE, viewItem } from './itemAccess';
import { parseQuestions } from './ownershipQuestions';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

/**
 * Claim: on an item with ownership questions the answers become a pending claim for the poster
 * or keeper to review (docs/product.md#office); on any other item the caller claims it at once
 * (docs/product.md#statuses), and `answers` are not looked at.
 */
export async function claimItem(ctx: AppContext, user: AuthUser, id: string, answers: string[]) {
  const item = await repo.findItem(ctx.db, id);
  if (!item || item.is_active !== 1) throw notFound(ITEM_GONE);
  if (item.posted_by_id === user.userId) throw forbidden('You cannot claim your own item.');
  if (item.keeper_id === user.userId) throw forbidden(KEEPER_CANNOT_CLAIM);
  if (parseQuestions(item.ownership_json).length > 0) {
    return { pending: await submitPendingClaim(ctx, user, id, answers) };
  }
  const won = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.claimIfOpen(trx, id, user.userId, nowIso()))) return false;
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'claimed',
      details: `Claimed by ${user.name}`,
    });
    return true;
  });
  if (!won) {
    // Lost a race: to another claimant, or to a keeper assignment naming the caller.
    const current = await repo.findItem(ctx.db, id);
    if (current?.keeper_id === user.userId) throw forbidden(KEEPER_CANNOT_CLAIM);
    throw conflict('This item has already been claimed.');
  }
  await notify(ctx, {
    userId: item.posted_by_id,
    message: `${user.name} claimed your item "${item.title}".`,
    type: 'item',
    itemId: id,
  });
  return { pending: null, item: await viewItem(ctx, id, user) };
}
