import { eventsOf } from '../itemHistory';
import { statusBeforeUnknownClaim } from '../items';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';

/**
 * The status a withdrawn or released claim restores when the item has not kept it (claimed
 * before migration 019): what it was posted as, from its `posted` event, else Found.
 */
export async function fallbackStatus(
  db: Db,
  item: Pick<ItemRow, 'id' | 'claimed_from_status'>,
): Promise<'Lost' | 'Found'> {
  if (item.claimed_from_status) return item.claimed_from_status;
  const posted = (await eventsOf(db, item.id)).find((e) => e.action === 'posted');
  return statusBeforeUnknownClaim(posted?.details);
}
