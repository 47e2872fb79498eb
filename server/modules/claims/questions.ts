import { conflict } from '../../errors';
import { nowIso } from '../../lib/ids';
import { recordItemEvent } from '../itemHistory';
import {
  lockItemForClaim,
  normalizeQuestions,
  parseQuestions,
  questionsSetDetails,
  saveOwnershipJson,
  viewItem,
  type OwnershipQuestion,
} from '../items';
import { pendingClaimsOf } from './repository';
import { reviewableItem } from './reviewers';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

const NOT_OPEN = 'Ownership questions can only be set on a Found item that is not claimed yet.';
const PENDING = 'Approve or decline the pending claims before changing the questions.';

const texts = (list: OwnershipQuestion[]) => JSON.stringify(list.map((q) => q.question));

/** docs/product.md#office: the questions with their expected answers, for the item's reviewers. */
export async function getQuestions(ctx: AppContext, user: AuthUser, id: string) {
  const item = await reviewableItem(ctx, user, id);
  const questions = parseQuestions(item.ownership_json).map(({ question, expectedAnswer }) =>
    typeof expectedAnswer === 'string' ? { question, expectedAnswer } : { question },
  );
  return { questions };
}

/** Replaces the questions (an empty list removes them) while the item is Found and unclaimed. */
export async function setQuestions(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  list: OwnershipQuestion[],
) {
  await reviewableItem(ctx, user, id);
  const next = normalizeQuestions(list);
  await ctx.db.transaction().execute(async (trx) => {
    const item = await lockItemForClaim(trx, ctx.dialect, id);
    if (!item || item.status !== 'Found' || item.claimed_by_id) throw conflict(NOT_OPEN);
    const before = parseQuestions(item.ownership_json);
    if (JSON.stringify(before) === JSON.stringify(next)) return;
    // Pending answers were given to the questions as they are: new wording would misread them.
    if (texts(before) !== texts(next) && (await pendingClaimsOf(trx, id)).length > 0) {
      throw conflict(PENDING);
    }
    if (!(await saveOwnershipJson(trx, id, JSON.stringify(next), nowIso()))) {
      throw conflict(NOT_OPEN);
    }
    await recordItemEvent(trx, {
      itemId: id,
      actorId: user.userId,
      action: 'questions-set',
      details: questionsSetDetails(next.length),
    });
  });
  return viewItem(ctx, id, user);
}
