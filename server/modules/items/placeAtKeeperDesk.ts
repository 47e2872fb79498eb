import { keeperDeskFor } from '../desks';
import { moveItem } from './custody/moveItem';
import { findItem } from './repository';
import type { Db } from '../../db';

/**
 * A keeper taking an item on brings it to their desk (docs/product.md#desks): their first desk by
 * name, unless it is already at one of theirs; nothing when they have no desk, nor for an item
 * out of custody (a Lost report, a Returned item). The move is a `moved` event of its history, in
 * the assignment's transaction.
 */
export async function placeAtKeeperDesk(
  trx: Db,
  actorId: string,
  itemId: string,
  keeperId: string,
) {
  const item = await findItem(trx, itemId);
  if (!item || (item.status !== 'Found' && item.status !== 'Claimed')) return;
  const desk = await keeperDeskFor(trx, keeperId, item.desk_id);
  if (desk) await moveItem(trx, actorId, item, { desk });
}
