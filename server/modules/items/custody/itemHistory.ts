import { forbidden, notFound } from '../../../errors';
import { eventsOf, type ItemAction } from '../../itemHistory';
import { ITEM_GONE } from '../itemAccess';
import * as repo from '../repository';
import { itemLinkFor } from '../serialize';
import { canActForOffice } from '../officeDuty';
import { handedInFor } from '../intake/intakeRecord';
import { isStaff, type AuthUser } from '../../auth';
import { canSeeHistory } from './custodyAccess';
import type { AppContext } from '../../../context';

type ItemEvent = {
  at: string;
  actor: { _id: string; name: string } | null;
  action: ItemAction;
  details: string;
  link: ReturnType<typeof itemLinkFor>;
};

/**
 * The item's chain of custody, oldest first (docs/product.md#references-storage-and-custody), for
 * its poster, claimant, keeper and admins. Items posted before the history existed get their
 * `posted` event from the item itself, so every timeline starts at the post.
 */
export async function itemHistory(ctx: AppContext, user: AuthUser, id: string) {
  const item = await repo.findItemView(ctx.db, id);
  if (!item) throw notFound(ITEM_GONE);
  if (!canSeeHistory(item, user) && !(await canActForOffice(ctx.db, user, item))) {
    // A hidden item does not exist for those it does not concern (as GET /items/{id}).
    if (Number(item.is_active) !== 1) throw notFound(ITEM_GONE);
    throw forbidden(
      "Only the poster, the claimant, the staff of the item's desk or an admin can see its history.",
    );
  }
  const rows = await eventsOf(ctx.db, id);
  const events: ItemEvent[] = rows.map((r) => ({
    at: r.created_at,
    // A removed account leaves its events without a name.
    actor: r.actor_id && r.actor_name !== null ? { _id: r.actor_id, name: r.actor_name } : null,
    action: r.action as ItemAction,
    // The walk-in finder's name is the office's to know (docs/product.md#walk-in-intake).
    details:
      r.action === 'handed-in'
        ? handedInFor(r.details, item.finder_name, isStaff(user))
        : r.details,
    // Only an item the reader could open is named (docs/product.md#i-found-this).
    link: itemLinkFor(
      user,
      { is_active: r.link_active, posted_by_id: r.link_poster_id },
      r.link_item_id,
      r.link_ref_no,
      r.link_created_at,
      r.link_title,
      r.link_status,
    ),
  }));
  if (!rows.some((r) => r.action === 'posted')) {
    events.unshift({
      at: item.created_at,
      actor: { _id: item.posted_by_id, name: item.poster_name },
      action: 'posted',
      details: '',
      link: null,
    });
  }
  return { events };
}
