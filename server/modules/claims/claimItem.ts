import { conflict, forbidden, notFound, validationError } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { newId, nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import {
  ITEM_GONE,
  claimIfOpen,
  claimRefusal,
  dutyDesks,
  findItem,
  lockItemForClaim,
  parseQuestions,
  viewItem,
} from '../items';
import { notify } from '../notifications';
import { noticeNewClaim } from './claimNotices';
import { toClaim } from './claimDto';
import { findClaim, insertClaim } from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

const TAKEN = 'This item has already been claimed.';
const TWICE = 'You already have a claim waiting for review on this item.';

type Claimable = Pick<ItemRow, 'is_active' | 'posted_by_id' | 'keeper_id' | 'desk_id'>;

/**
 * The one check of who may claim: 404 unless the item exists and is active, 403 for its poster,
 * its keeper and the keepers of its desk (`desks`, the caller's; the wording is the items
 * module's, whose claim write enforces the same rule for poster and keeper).
 */
function checkClaimable<T extends Claimable>(
  item: T | undefined,
  user: AuthUser,
  desks: readonly string[],
): asserts item is T {
  if (!item || item.is_active !== 1) throw notFound(ITEM_GONE);
  const refusal = claimRefusal(item, user.userId, desks);
  if (refusal) throw forbidden(refusal);
}

/**
 * Claim (operation claimItem): on an item with ownership questions the answers become a pending
 * claim for the poster or keeper to review (docs/product.md#office); on any other item the caller
 * claims it at once (docs/product.md#statuses), and `answers` are not looked at.
 */
export async function claimItem(ctx: AppContext, user: AuthUser, id: string, answers: string[]) {
  const item = await findItem(ctx.db, id);
  const desks = await dutyDesks(ctx.db, user);
  checkClaimable(item, user, desks);
  if (parseQuestions(item.ownership_json).length > 0) {
    return { pending: await submitPendingClaim(ctx, user, id, answers, desks) };
  }
  const won = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimIfOpen(trx, id, user.userId, nowIso()))) return false;
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'claimed',
      details: `Claimed by ${user.name}`,
    });
    return true;
  });
  if (!won) {
    // Lost a race: to another claimant, or to a keeper assignment naming the caller.
    const current = await findItem(ctx.db, id);
    const refusal = current && claimRefusal(current, user.userId, desks);
    if (refusal) throw forbidden(refusal);
    throw conflict(TAKEN);
  }
  await notify(ctx, {
    userId: item.posted_by_id,
    message: `${user.name} claimed your item "${item.title}".`,
    type: 'item',
    itemId: id,
  });
  return { pending: null, item: await viewItem(ctx, id, user) };
}

/** One non-blank answer per question, in order (400 VALIDATION_ERROR otherwise). */
function checkedAnswers(answers: string[], count: number): string[] {
  const trimmed = answers.map((a) => a.trim());
  if (trimmed.length !== count || trimmed.some((a) => !a)) {
    throw validationError(
      'answers',
      `Please answer ${count === 1 ? 'the question' : `all ${count} questions`}.`,
    );
  }
  return trimmed;
}

/**
 * A claim on an item with ownership questions (docs/product.md#office): filed as pending for the
 * poster or keeper to review; the item stays Found. Checked again under the item's lock, with the
 * same check as claimItem's: a keeper may have been assigned meanwhile.
 */
async function submitPendingClaim(
  ctx: AppContext,
  user: AuthUser,
  itemId: string,
  answers: string[],
  desks: readonly string[],
) {
  const claimId = newId();
  const item = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // Under the item's lock: an approval declining the pending claims waits, or goes first.
      const item = await lockItemForClaim(trx, ctx.dialect, itemId);
      checkClaimable(item, user, desks);
      if (item.status !== 'Found' || item.claimed_by_id) throw conflict(TAKEN);
      const checked = checkedAnswers(answers, parseQuestions(item.ownership_json).length);
      await insertClaim(trx, {
        id: claimId,
        item_id: itemId,
        claimant_id: user.userId,
        answers_json: JSON.stringify(checked),
        status: 'pending',
        created_at: nowIso(),
        decided_at: null,
        decided_by_id: null,
      });
      await recordItemEvent(trx, {
        itemId,
        actorId: user.userId,
        action: 'claim-submitted',
        details: `Claim by ${user.name}, waiting for review`,
      });
      return item;
    })
    .catch((err: unknown) => {
      // One pending claim per claimant and item (a unique index): a double click makes one.
      throw isUniqueViolation(err) ? conflict(TWICE) : err;
    });
  await noticeNewClaim(ctx, item, user);
  const row = await findClaim(ctx.db, itemId, claimId);
  if (!row) throw notFound(ITEM_GONE);
  return toClaim(row);
}
