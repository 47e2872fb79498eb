import { notify } from '../notifications';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { ItemRow } from '../../db/types';

type ItemRef = Pick<ItemRow, 'id' | 'title' | 'posted_by_id' | 'keeper_id'>;

/*
 * Notices of the claim review (docs/product.md#office). Stored as type 'item', like every claim
 * and hand-over notice, so their e-mail follows the "claims and hand-overs" choice
 * (docs/product.md#e-mail). They never quote an answer or an expected answer.
 */
const send = (ctx: AppContext, userId: string, item: ItemRef, message: string) =>
  notify(ctx, { userId, message, type: 'item', itemId: item.id });

/** The reviewers other than `exceptId`: the poster and the keeper. */
const reviewersBut = (item: ItemRef, exceptId: string) =>
  [...new Set([item.posted_by_id, item.keeper_id])].filter(
    (id): id is string => !!id && id !== exceptId,
  );

export async function noticeNewClaim(ctx: AppContext, item: ItemRef, claimant: AuthUser) {
  for (const userId of reviewersBut(item, claimant.userId)) {
    await send(
      ctx,
      userId,
      item,
      `${claimant.name} claimed "${item.title}" and answered its questions: review the claim.`,
    );
  }
}

export async function noticeApproved(
  ctx: AppContext,
  item: ItemRef,
  actor: AuthUser,
  claimant: { id: string; name: string },
) {
  await send(
    ctx,
    claimant.id,
    item,
    `Your claim on "${item.title}" was approved. Arrange the hand-over with the finder.`,
  );
  for (const userId of reviewersBut(item, actor.userId)) {
    await send(
      ctx,
      userId,
      item,
      `${actor.name} approved ${claimant.name}'s claim on "${item.title}".`,
    );
  }
}

export async function noticeDeclined(ctx: AppContext, item: ItemRef, claimantId: string) {
  await send(ctx, claimantId, item, `Your claim on "${item.title}" was declined.`);
}

/** The claimant withdrew (docs/product.md#withdrawing-and-releasing-a-claim): the reviewers hear. */
export async function noticeWithdrawn(
  ctx: AppContext,
  item: ItemRef,
  claimant: AuthUser,
  nowStatus: string | null,
) {
  const after = nowStatus ? ` It is ${nowStatus} again.` : '';
  for (const userId of reviewersBut(item, claimant.userId)) {
    await send(
      ctx,
      userId,
      item,
      `${claimant.name} withdrew their claim on "${item.title}".${after}`,
    );
  }
}

/** A reviewer released the claim: the claimant hears why, the other reviewers that it happened. */
export async function noticeReleased(
  ctx: AppContext,
  item: ItemRef,
  actor: AuthUser,
  claimant: { id: string; name: string } | null,
  reason: string,
) {
  if (claimant && claimant.id !== actor.userId) {
    await send(
      ctx,
      claimant.id,
      item,
      `${actor.name} released your claim on "${item.title}": ${reason}`,
    );
  }
  const whose = claimant ? `${claimant.name}'s claim` : 'the claim';
  for (const userId of reviewersBut(item, actor.userId)) {
    await send(ctx, userId, item, `${actor.name} released ${whose} on "${item.title}".`);
  }
}
