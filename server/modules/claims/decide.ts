import { conflict, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit';
import { recordItemEvent } from '../itemHistory';
import { claimIfOpen, isAdmin, viewItem } from '../items';
import { noticeApproved, noticeDeclined } from './claimNotices';
import { toClaim } from './claimDto';
import { decideIfPending, findClaim, pendingClaimsOf } from './repository';
import { reviewableItem } from './reviewers';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db';

const DECIDED = 'This claim has already been decided.';
const NO_CLAIM = 'Claim not found.';

/** Admins' decisions are audited like their other actions (docs/product.md#admin-console). */
const auditIfAdmin = (db: Db, user: AuthUser, itemId: string, claimId: string, status: string) =>
  isAdmin(user)
    ? recordAudit(db, {
        actorId: user.userId,
        action: status === 'approved' ? 'claim.approve' : 'claim.decline',
        targetType: 'item',
        targetId: itemId,
        before: { claimId, status: 'pending' },
        after: { claimId, status },
      })
    : Promise.resolve();

/**
 * Approves a pending claim (docs/product.md#office): the item becomes Claimed by its claimant and
 * every other pending claim is declined, in one transaction. The item is claimed first, with the
 * same conditional update as an immediate claim, so of two approvals at once exactly one wins
 * (and both take the item's row lock before any claim's: no deadlock on PostgreSQL).
 */
export async function approveClaim(
  ctx: AppContext,
  user: AuthUser,
  itemId: string,
  claimId: string,
) {
  const item = await reviewableItem(ctx, user, itemId);
  const claim = await findClaim(ctx.db, itemId, claimId);
  if (!claim) throw notFound(NO_CLAIM);
  if (claim.status !== 'pending') throw conflict(DECIDED);
  const declined = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await claimIfOpen(trx, itemId, claim.claimant_id, now))) {
      throw conflict('This item has already been claimed.');
    }
    if (!(await decideIfPending(trx, claimId, 'approved', user.userId, now))) {
      throw conflict(DECIDED);
    }
    await recordItemEvent(trx, {
      itemId,
      actorId: user.userId,
      action: 'claim-approved',
      details: `Claim by ${claim.claimant_name} approved`,
    });
    await auditIfAdmin(trx, user, itemId, claimId, 'approved');
    const others = [];
    for (const other of await pendingClaimsOf(trx, itemId)) {
      // A decline of that claim may have committed meanwhile: tell its claimant only once.
      if (!(await decideIfPending(trx, other.id, 'declined', user.userId, now))) continue;
      others.push(other);
      await recordItemEvent(trx, {
        itemId,
        actorId: user.userId,
        action: 'claim-declined',
        details: `Claim by ${other.claimant_name} declined: another claim was approved`,
      });
    }
    return others;
  });
  await noticeApproved(ctx, item, user, { id: claim.claimant_id, name: claim.claimant_name });
  for (const other of declined) await noticeDeclined(ctx, item, other.claimant_id);
  return viewItem(ctx, itemId, user);
}

/** Declines one pending claim; the item stays as it is. */
export async function declineClaim(
  ctx: AppContext,
  user: AuthUser,
  itemId: string,
  claimId: string,
) {
  const item = await reviewableItem(ctx, user, itemId);
  const claim = await findClaim(ctx.db, itemId, claimId);
  if (!claim) throw notFound(NO_CLAIM);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await decideIfPending(trx, claimId, 'declined', user.userId, nowIso()))) {
      throw conflict(DECIDED);
    }
    await recordItemEvent(trx, {
      itemId,
      actorId: user.userId,
      action: 'claim-declined',
      details: `Claim by ${claim.claimant_name} declined`,
    });
    await auditIfAdmin(trx, user, itemId, claimId, 'declined');
  });
  await noticeDeclined(ctx, item, claim.claimant_id);
  const row = await findClaim(ctx.db, itemId, claimId);
  if (!row) throw notFound(NO_CLAIM);
  return toClaim(row);
}
