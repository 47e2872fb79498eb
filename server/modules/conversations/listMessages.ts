import { offsetOf, paginate, type Pagination } from '../../lib/pagination';
import { toMessage } from './conversationView';
import { requireParticipant } from './participants';
import * as messages from './messagesRepository';
import type { Ctx } from './ctx';
import type { MessageEvent } from '../../../shared/realtimeEvents';

export async function listMessages(
  ctx: Ctx,
  userId: string,
  conversationId: string,
  page: number,
  limit: number,
): Promise<{ messages: MessageEvent[]; pagination: Pagination }> {
  await requireParticipant(ctx, conversationId, userId);
  const { rows, total } = await messages.listConversationMessages(
    ctx.db,
    conversationId,
    limit,
    offsetOf(page, limit),
  );
  return { messages: rows.map(toMessage), pagination: paginate(page, limit, total) };
}
