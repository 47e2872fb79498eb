import { conflict, forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { ITEM_GONE, findItem, unclaim, viewItem, visibleItem } from '../items';
import { noticeWithdrawn } from './claimNotices';
import { endApprovedClaim, withdrawPending } from './repository';
import { fallbackStatus } from './statusBefore';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

const NOT_YOURS = 'Only the person who claimed this item can withdraw the claim.';
const HANDED_OVER = 'This item has already been handed over.';
const NOTHING = 'You have no claim on this item to withdraw.';

/**
 * The claimant takes their claim back (operation withdrawClaim,
 * docs/product.md#withdrawing-and-releasing-a-claim): a Claimed item goes back to the status it
 * had, a pending claim becomes `withdrawn`. The poster and the keeper are told.
 */
export async function withdrawClaim(ctx: AppContext, user: AuthUser, id: string) {
  const item = await visibleItem(ctx, id, user);
  if (item.is_active !== 1) throw notFound(ITEM_GONE);
  if (item.status === 'Claimed' && item.claimed_by_id === user.userId) {
    await withdrawHeldClaim(ctx, user, item);
  } else if (!(await withdrawPendingClaim(ctx, user, item))) {
    if (item.claimed_by_id && item.claimed_by_id !== user.userId) throw forbidden(NOT_YOURS);
    throw conflict(item.status === 'Returned' ? HANDED_OVER : NOTHING);
  }
  return viewItem(ctx, id, user);
}

/**
 * Claimed → the status before the claim. The write is conditional on the caller still holding
 * the claim, so against a hand-over at the same moment exactly one of the two wins.
 */
async function withdrawHeldClaim(ctx: AppContext, user: AuthUser, item: ItemRow) {
  const fallback = await fallbackStatus(ctx.db, item);
  const now = nowIso();
  const won = await ctx.db.transaction().execute(async (trx) => {
    if (!(await unclaim(trx, item.id, { claimantId: user.userId, fallback, now }))) return false;
    await endApprovedClaim(trx, item.id, user.userId, 'withdrawn', user.userId, now);
    await recordItemEvent(trx, {
      itemId: item.id,
      actorId: user.userId,
      action: 'claim-withdrawn',
      details: `Claim by ${user.name} withdrawn`,
    });
    return true;
  });
  if (!won) {
    // Handed over or released meanwhile.
    const current = await findItem(ctx.db, item.id);
    throw conflict(current?.status === 'Returned' ? HANDED_OVER : NOTHING);
  }
  // unclaim queued the item's matching with the change: run it now.
  ctx.worker.wake();
  await noticeWithdrawn(ctx, item, user, item.claimed_from_status ?? fallback);
}

/** The caller's pending claim (an item with ownership questions) becomes `withdrawn`. */
async function withdrawPendingClaim(ctx: AppContext, user: AuthUser, item: ItemRow) {
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await withdrawPending(trx, item.id, user.userId, nowIso()))) return false;
    await recordItemEvent(trx, {
      itemId: item.id,
      actorId: user.userId,
      action: 'claim-withdrawn',
      details: `Claim by ${user.name} withdrawn before review`,
    });
    return true;
  });
  if (done) await noticeWithdrawn(ctx, item, user, null);
  return done;
}
