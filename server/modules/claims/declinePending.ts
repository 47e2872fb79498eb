import { nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { notify } from '../notifications';
import { decideIfPending, pendingClaimsOf } from './repository';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

/**
 * Declines every pending claim of an item that left the office another way (disposed of:
 * docs/product.md#retention), inside the caller's transaction, with a history event each.
 * Answers the claimants to tell once the transaction has committed (noticeClaimantsOf).
 */
export async function declinePendingClaims(
  trx: Db,
  itemId: string,
  actorId: string,
  why: string,
): Promise<string[]> {
  const claimants: string[] = [];
  const now = nowIso();
  for (const claim of await pendingClaimsOf(trx, itemId)) {
    if (!(await decideIfPending(trx, claim.id, 'declined', actorId, now))) continue;
    claimants.push(claim.claimant_id);
    await recordItemEvent(trx, {
      itemId,
      actorId,
      action: 'claim-declined',
      details: `Claim by ${claim.claimant_name} declined: ${why}`,
    });
  }
  return claimants;
}

/** Tells each claimant their claim ended because the item is gone (no answer is quoted). */
export async function noticeClaimsEnded(
  ctx: AppContext,
  item: { id: string; title: string },
  claimantIds: string[],
  why: string,
): Promise<void> {
  for (const userId of claimantIds) {
    await notify(ctx, {
      userId,
      message: `Your claim on "${item.title}" was declined: ${why}.`,
      type: 'item',
      itemId: item.id,
    });
  }
}
