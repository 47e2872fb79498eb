import * as repo from './repository';
import type { MessageWithSender } from './messagesRepository';
import type { Ctx } from './ctx';
import type { MessageEvent } from '../../../shared/realtimeEvents';
import type { Schemas } from '../../contract/operations';

export type Conversation = Schemas['Conversation'];

/** The caller first, then the others by name: a client showing `participants[1]` shows the other person. */
export function toConversation(
  row: repo.ConversationWithItem,
  participants: repo.ParticipantRow[],
  callerId: string,
): Conversation {
  return {
    _id: row.id,
    item: { _id: row.item_id, title: row.item_title, status: row.item_status },
    participants: participants
      .filter((p) => p.conversation_id === row.id)
      .sort((a, b) => Number(b.user_id === callerId) - Number(a.user_id === callerId))
      .map((p) => ({ _id: p.user_id, name: p.name })),
    lastMessage:
      row.last_message_at && row.last_message_content !== null
        ? { content: row.last_message_content, createdAt: row.last_message_at }
        : null,
    updatedAt: row.updated_at,
  };
}

export function toMessage(row: MessageWithSender): MessageEvent {
  return {
    _id: row.id,
    conversation: row.conversation_id,
    sender: { _id: row.sender_id, name: row.sender_name },
    content: row.content,
    createdAt: row.created_at,
    isRead: row.is_read === 1,
  };
}

/** One conversation with its participants, as the API shows it. */
export async function withParticipants(ctx: Ctx, row: repo.ConversationWithItem, callerId: string) {
  return toConversation(row, await repo.findParticipants(ctx.db, [row.id]), callerId);
}
