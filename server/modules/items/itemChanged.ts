import { activeAdminIds } from '../auth';
import { keeperIdsOfDesk } from '../desks';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';
import type { ItemChangedEvent } from '../../../shared/realtimeEvents';

type Concerned = Pick<ItemRow, 'id' | 'posted_by_id' | 'claimed_by_id' | 'keeper_id' | 'desk_id'>;

/**
 * After the commit: tells the people an item concerns that its status changed (`itemChanged`,
 * docs/architecture.md#realtime), so the item page open on it in any of their tabs fetches it
 * again: its poster, its claimant, its keeper, the keepers of its desk, the admins (who act for
 * every desk, so one of them may have the page open at the office) and `also` (whoever made the
 * hand-over code, whoever acted).
 */
export async function announceItemChange(
  ctx: AppContext,
  item: Concerned,
  status: ItemChangedEvent['status'],
  also: (string | null | undefined)[] = [],
): Promise<void> {
  const desk = item.desk_id ? await keeperIdsOfDesk(ctx.db, item.desk_id) : [];
  const admins = await activeAdminIds(ctx.db);
  const people = [item.posted_by_id, item.claimed_by_id, item.keeper_id, ...desk, ...admins];
  for (const userId of new Set([...people, ...also])) {
    if (userId) ctx.realtime.toUser(userId, 'itemChanged', { itemId: item.id, status });
  }
}
