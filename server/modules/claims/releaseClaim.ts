import { conflict, validationError } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { recordItemEvent } from '../itemHistory';
import { findItem, unclaim, viewItem } from '../items';
import { noticeReleased } from './claimNotices';
import { endApprovedClaim } from './repository';
import { reviewableItem } from './reviewers';
import { fallbackStatus } from './statusBefore';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

const NOT_CLAIMED = 'This item is not claimed.';
const HANDED_OVER = 'This item has already been handed over.';

/**
 * A reviewer (poster, the item's keeper, an admin) releases a claim they do not believe
 * (operation releaseClaim, docs/product.md#withdrawing-and-releasing-a-claim): the item goes back
 * to the status it had, the claimant is told the reason, and the approved claim record it came
 * from, if any, becomes `declined`. Keepers' and admins' releases are audited (`claim.release`).
 */
export async function releaseClaim(ctx: AppContext, user: AuthUser, id: string, reason: string) {
  const why = reason.trim();
  if (!why) throw validationError('reason', 'Please say why you are releasing this claim.');
  const item = await reviewableItem(ctx, user, id);
  if (item.status !== 'Claimed') {
    throw conflict(item.status === 'Returned' ? HANDED_OVER : NOT_CLAIMED);
  }
  const claimant = (await viewItem(ctx, id)).claimedByName;
  const claimantId = item.claimed_by_id;
  const fallback = await fallbackStatus(ctx.db, item);
  const restored = item.claimed_from_status ?? fallback;
  const now = nowIso();
  const won = await ctx.db.transaction().execute(async (trx) => {
    // Only the claim seen here: a hand-over or another release first makes this a no-op.
    const opts = { claimantId: claimantId ?? undefined, fallback, now };
    if (!(await unclaim(trx, id, opts))) return false;
    if (claimantId) await endApprovedClaim(trx, id, claimantId, 'declined', user.userId, now);
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'claim-released',
      details: `Claim by ${claimant ?? 'someone'} released: ${why}`,
    });
    if (user.role !== 'user') {
      await recordAudit(trx, {
        actorId: user.userId,
        action: 'claim.release',
        targetType: 'item',
        targetId: id,
        before: { status: 'Claimed', claimedById: claimantId },
        after: { status: restored, claimedById: null, reason: why },
      });
    }
    return true;
  });
  if (!won) {
    const current = await findItem(ctx.db, id);
    throw conflict(current?.status === 'Returned' ? HANDED_OVER : NOT_CLAIMED);
  }
  // unclaim queued the item's matching with the change: run it now.
  ctx.worker.wake();
  const who = claimantId && claimant ? { id: claimantId, name: claimant } : null;
  await noticeReleased(ctx, item, user, who, why);
  return viewItem(ctx, id, user);
}
