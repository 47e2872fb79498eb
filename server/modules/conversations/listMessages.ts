import { offsetOf, paginate, type Pagination } from '../../lib/pagination';
import { toConversation, toMessage, type Conversation } from './conversationView';
import { requireParticipant } from './participants';
import { findConversationById } from './repository';
import * as messages from './messagesRepository';
import type { Ctx } from './ctx';
import type { MessageEvent } from '../../../shared/realtimeEvents';

/**
 * A page of the thread, with its header (item, participants): a thread opened from a link
 * shows it even when it is not on the first page of GET /conversations.
 */
export async function listMessages(
  ctx: Ctx,
  userId: string,
  conversationId: string,
  page: number,
  limit: number,
): Promise<{ messages: MessageEvent[]; pagination: Pagination; conversation?: Conversation }> {
  const { participants } = await requireParticipant(ctx, conversationId, userId);
  const [{ rows, total }, row] = await Promise.all([
    messages.listConversationMessages(ctx.db, conversationId, limit, offsetOf(page, limit)),
    findConversationById(ctx.db, conversationId),
  ]);
  return {
    messages: rows.map(toMessage),
    pagination: paginate(page, limit, total),
    ...(row ? { conversation: toConversation(row, participants, userId) } : {}),
  };
}
