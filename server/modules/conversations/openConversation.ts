import { badRequest, notFound, validationError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { withParticipants, type Conversation } from './conversationView';
import * as repo from './repository';
import type { Ctx } from './ctx';

/**
 * Opens the conversation between the caller and an active item's poster, or returns the one
 * the caller already opened about that item. The poster cannot open one with themself.
 */
export async function openConversation(
  ctx: Ctx,
  callerId: string,
  itemId: string,
  participants?: string[],
): Promise<{ conversation: Conversation; created: boolean }> {
  const item = await repo.findActiveItem(ctx.db, itemId);
  if (!item) throw notFound('Item not found.');
  if (item.posted_by_id === callerId) throw badRequest('You cannot message yourself.');
  if (participants?.some((id) => id !== callerId && id !== item.posted_by_id)) {
    throw validationError('participants', "Participants must be you and the item's poster.");
  }

  const existing = await repo.findConversationByStarter(ctx.db, itemId, callerId);
  if (existing)
    return { conversation: await withParticipants(ctx, existing, callerId), created: false };
  try {
    await repo.insertConversation(ctx.db, {
      id: newId(),
      itemId,
      starterId: callerId,
      posterId: item.posted_by_id,
      now: nowIso(),
    });
  } catch (err) {
    // Two tabs pressing "Message Owner" at once: the unique (item, starter) pair decides.
    const raced = await repo.findConversationByStarter(ctx.db, itemId, callerId);
    if (!raced) throw err;
    return { conversation: await withParticipants(ctx, raced, callerId), created: false };
  }
  const row = await repo.findConversationByStarter(ctx.db, itemId, callerId);
  if (!row) throw new Error('conversation vanished after insert');
  return { conversation: await withParticipants(ctx, row, callerId), created: true };
}
