import { conflict, forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { notify } from '../notifications';
import { KEEPER_CANNOT_CLAIM } from './handOverRoles';
import { ITEM_GONE, viewItem } from './itemAccess';
import * as repo from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

export async function claimItem(ctx: AppContext, user: AuthUser, id: string) {
  const item = await repo.findItem(ctx.db, id);
  if (!item || item.is_active !== 1) throw notFound(ITEM_GONE);
  if (item.posted_by_id === user.userId) throw forbidden('You cannot claim your own item.');
  if (item.keeper_id === user.userId) throw forbidden(KEEPER_CANNOT_CLAIM);
  const won = await repo.claimIfOpen(ctx.db, id, user.userId, nowIso());
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
  return viewItem(ctx, id);
}
