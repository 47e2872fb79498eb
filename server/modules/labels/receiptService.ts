import { conflict, forbidden, notFound } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { getCampusSettings } from '../desks';
import { eventsOf } from '../itemHistory';
import { canActForOffice, fetchItemsByIds, isAdmin, ITEM_GONE, type Item } from '../items';
import { renderLabels } from './labelPool';
import { receiptContent, receiptNumber } from './receiptContent';
import { receiptMail } from './receiptMail';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

const NOT_HANDED_OVER = 'The item has not been handed over yet.';

/** Inactive items follow the item page's rule: only their poster and admins see them. */
async function visibleItem(ctx: AppContext, user: AuthUser, id: string): Promise<Item> {
  const [item] = await fetchItemsByIds(ctx.db, ctx.storage, [id]);
  if (!item || (!item.isActive && !isAdmin(user) && item.postedBy._id !== user.userId)) {
    throw notFound(ITEM_GONE);
  }
  return item;
}

/**
 * Who handed the item over: the actor of the `returned` event when that is not the claimant,
 * else whoever made the code the claimant typed (the last `code-generated` before it), else the
 * keeper, else the poster (docs/product.md#hand-over-codes: the claimant confirms with the code).
 */
async function handedOverBy(ctx: AppContext, item: Item): Promise<{ id: string; name: string }> {
  const events = await eventsOf(ctx.db, item._id);
  const returned = events.findLastIndex((e) => e.action === 'returned');
  const codes = events.slice(0, Math.max(returned, 0)).filter((e) => e.action === 'code-generated');
  const candidates = [events[returned], ...codes.reverse()];
  const giver = candidates.find((e) => e?.actor_id && e.actor_id !== item.claimedById);
  if (giver?.actor_id && giver.actor_name) return { id: giver.actor_id, name: giver.actor_name };
  if (item.keeperId && item.keeperName) return { id: item.keeperId, name: item.keeperName };
  return { id: item.postedBy._id, name: item.postedBy.name };
}

/** The hand-over receipt of a Returned item (docs/product.md#counter-hand-over). */
export function receiptService(ctx: AppContext) {
  /** Whoever acts for the office on the item (docs/product.md#who-acts-for-the-office). */
  const forOffice = (user: AuthUser, item: Item) =>
    canActForOffice(ctx.db, user, { keeper_id: item.keeperId, desk_id: item.desk?._id ?? null });

  async function receipt(item: Item) {
    if (item.status !== 'Returned') throw conflict(NOT_HANDED_OVER);
    const [giver, settings, events] = await Promise.all([
      handedOverBy(ctx, item),
      getCampusSettings(ctx),
      eventsOf(ctx.db, item._id),
    ]);
    const content = receiptContent(item, settings.campusName, giver.name, {
      number: receiptNumber(item.reference, events),
    });
    // Drawn on a label thread, as labels are (docs/performance.md#label-rendering).
    const pdf = await renderLabels(ctx, { kind: 'receipt', receipt: content });
    return { pdf, content, giver, filename: `receipt-${item.reference}.pdf` };
  }

  return {
    /** Its claimant, its poster, and whoever acts for the office on it. */
    async download(user: AuthUser, id: string) {
      const item = await visibleItem(ctx, user, id);
      const involved = [item.claimedById, item.postedBy._id].includes(user.userId);
      if (!involved && !(await forOffice(user, item))) {
        throw forbidden(
          'Only the claimant, the poster, the staff of its desk and admins may see this receipt.',
        );
      }
      const { pdf, filename } = await receipt(item);
      return { pdf, filename };
    },

    /**
     * Whoever acts for the office on it: one durable `send-mail` per side, the claimant and the
     * keeper (or, without one, whoever handed it over), each to their address at sending time
     * (docs/architecture.md#durable-jobs).
     */
    async email(user: AuthUser, id: string) {
      const item = await visibleItem(ctx, user, id);
      if (!(await forOffice(user, item))) {
        throw forbidden('Only the staff of its desk and admins may e-mail this receipt.');
      }
      const { pdf, content, giver } = await receipt(item);
      const mail = receiptMail(content, pdf, `${ctx.config.publicUrl}/items/${item._id}`);
      const to = new Set(
        [item.claimedById, item.keeperId ?? giver.id].filter((u): u is string => !!u),
      );
      await ctx.db.transaction().execute(async (trx) => {
        for (const userId of to) await enqueue(trx, 'send-mail', { userId, mail });
      });
      ctx.worker.wake();
      return { message: 'Receipt sent to both sides.' };
    },
  };
}
