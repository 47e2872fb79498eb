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

type Decided = { id: string; claimant_name: string };

/**
 * Decides a claim that is still pending, with its event in the item's history; false when a
 * decision committed meanwhile (the claim is no longer pending) and nothing was written.
 */
async function decideIfStillPending(
  db: Db,
  itemId: string,
  claim: Decided,
  decision: 'approved' | 'declined',
  actorId: string,
  now: string,
  why = '',
): Promise<boolean> {
  if (!(await decideIfPending(db, claim.id, decision, actorId, now))) return false;
  await recordItemEvent(db, {
    itemId,
    actorId,
    action: decision === 'approved' ? 'claim-approved' : 'claim-declined',
    details: `Claim by ${claim.claimant_name} ${decision}${why}`,
  });
  return true;
}

/** The item the caller reviews, and the claim on it to decide (404 when there is none). */
async function claimToDecide(ctx: AppContext, user: AuthUser, itemId: string, claimId: string) {
  const item = await reviewableItem(ctx, user, itemId);
  const claim = await findClaim(ctx.db, itemId, claimId);
  if (!claim) throw notFound(NO_CLAIM);
  return { item, claim };
}

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
  const { item, claim } = await claimToDecide(ctx, user, itemId, claimId);
  if (claim.status !== 'pending') throw conflict(DECIDED);
  const declined = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await claimIfOpen(trx, itemId, claim.claimant_id, now))) {
      throw conflict('This item has already been claimed.');
    }
    if (!(await decideIfStillPending(trx, itemId, claim, 'approved', user.userId, now))) {
      throw conflict(DECIDED);
    }
    await auditIfAdmin(trx, user, itemId, claimId, 'approved');
    const others = [];
    for (const other of await pendingClaimsOf(trx, itemId)) {
      const why = ': another claim was approved';
      // A decline of that claim may have committed meanwhile: tell its claimant only once.
      if (await decideIfStillPending(trx, itemId, other, 'declined', user.userId, now, why)) {
        others.push(other);
      }
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
  const { item, claim } = await claimToDecide(ctx, user, itemId, claimId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await decideIfStillPending(trx, itemId, claim, 'declined', user.userId, nowIso()))) {
      throw conflict(DECIDED);
    }
    await auditIfAdmin(trx, user, itemId, claimId, 'declined');
  });
  await noticeDeclined(ctx, item, claim.claimant_id);
  const row = await findClaim(ctx.db, itemId, claimId);
  if (!row) throw notFound(NO_CLAIM);
  return toClaim(row);
}
