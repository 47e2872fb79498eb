import { erasableAccount } from './erasable';
import { itemsToErase } from './eraseItemsRepository';
import { isKept, toKeptItem } from './keptItems';
import type { AppContext } from '../../context';

/**
 * What an erasure would keep of the person's words (docs/product.md#privacy): the items someone
 * else depends on, with their title, place, ownership questions and a closed report's closing
 * note (the description always goes), so the admin can choose to blank them too. Reads only; the same refusals as the erasure.
 */
export async function previewErasure(ctx: Pick<AppContext, 'db'>, actorId: string, userId: string) {
  await erasableAccount(ctx.db, actorId, userId);
  const own = await itemsToErase(ctx.db, userId);
  const kept = own.filter(isKept);
  return { itemsRemoved: own.length - kept.length, keptItems: kept.map(toKeptItem) };
}
