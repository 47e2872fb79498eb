import { conflict, forbidden, notFound, validationError } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { newId, nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import { ITEM_GONE, lockItemForClaim, parseQuestions } from '../items';
import { noticeNewClaim } from './claimNotices';
import { toClaim } from './claimDto';
import { findClaim, insertClaim } from './repository';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

const TAKEN = 'This item has already been claimed.';
const TWICE = 'You already have a claim waiting for review on this item.';

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
 * poster or keeper to review; the item stays Found. The caller already checked that the item
 * has questions and that the claimant is neither its poster nor its keeper.
 */
export async function submitPendingClaim(
  ctx: AppContext,
  user: AuthUser,
  itemId: string,
  answers: string[],
) {
  const claimId = newId();
  const item = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // Under the item's lock: an approval declining the pending claims waits, or goes first.
      const item = await lockItemForClaim(trx, ctx.dialect, itemId);
      if (!item || item.is_active !== 1) throw notFound(ITEM_GONE);
      if (item.posted_by_id === user.userId || item.keeper_id === user.userId) {
        throw forbidden('You cannot claim an item you posted or keep.');
      }
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
