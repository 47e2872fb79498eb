import { newId } from '../../lib/ids';
import { storeGrouped } from '../notifications';
import { toMessage } from './conversationView';
import { checkMessageInput } from './messageRules';
import { findRetry } from './messageRetry';
import { requireParticipant } from './participants';
import * as messages from './messagesRepository';
import type { Ctx } from './ctx';
import type { MessageEvent } from '../../../shared/realtimeEvents';

export type SendMessageInput = { conversationId: string; content: string; clientId?: string };

// Messages sort by created_at: keep this process's stamps strictly increasing so two messages
// sent within one millisecond keep their order.
let lastStamp = 0;
function messageStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/**
 * The one way a message is stored and delivered (POST /messages/{id}/messages): participants
 * only, sender is always the caller, a client `_id` makes a retry idempotent. After storing,
 * the other participant gets a stored notification, and every participant's user room (all
 * their tabs, every instance) gets one `receiveMessage`: the receiver's carries that
 * notification, the sender's tabs get the message alone. The receiver's room then also gets the
 * notification as `newNotification`, the one live notification event of docs/product.md#realtime
 * (clients that listen only for it); the portal's SPA shows it once (docs/architecture.md#realtime).
 */
export async function sendMessage(
  ctx: Ctx,
  senderId: string,
  input: SendMessageInput,
): Promise<{ message: MessageEvent; created: boolean }> {
  const content = checkMessageInput(input);
  const { participants, me } = await requireParticipant(ctx, input.conversationId, senderId);

  if (input.clientId) {
    const existing = await findRetry(ctx, senderId, input.conversationId, input.clientId);
    if (existing) return { message: existing, created: false };
  }
  const row = {
    id: input.clientId ?? newId(),
    conversation_id: input.conversationId,
    sender_id: senderId,
    content,
    is_read: 0 as const,
    created_at: messageStamp(),
  };
  try {
    await messages.insertMessage(ctx.db, row);
  } catch (err) {
    // The same retry arriving twice at once (two tabs or two instances).
    const existing = input.clientId
      ? await findRetry(ctx, senderId, input.conversationId, input.clientId)
      : undefined;
    if (!existing) throw err;
    return { message: existing, created: false };
  }
  ctx.metrics.messageSent();

  const message = toMessage({ ...row, sender_name: me.name });
  for (const p of participants) {
    if (p.user_id === senderId) {
      ctx.realtime.toUser(p.user_id, 'receiveMessage', message);
      continue;
    }
    // Grouped: one unread notification per conversation (docs/product.md#notifications).
    const notification = await storeGrouped(ctx, {
      userId: p.user_id,
      message: (count) =>
        count === 1
          ? `New message from ${me.name} about "${me.item_title}"`
          : `${count} new messages from ${me.name} about "${me.item_title}"`,
      type: 'message',
      itemId: me.item_id,
      link: `/messages/${input.conversationId}`,
    });
    ctx.realtime.toUser(p.user_id, 'receiveMessage', message, notification);
    ctx.realtime.toUser(p.user_id, 'newNotification', notification);
  }
  return { message, created: true };
}
