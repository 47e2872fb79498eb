import { badRequest, forbidden, notFound, validationError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { offsetOf, paginate, type Pagination } from '../../lib/pagination';
import { storeGrouped } from '../notifications';
import * as repo from './repository';
import type { MessageEvent } from '../../../shared/realtimeEvents';
import type { Schemas } from '../../contract/operations';
import type { AppContext } from '../../context';

export const MAX_MESSAGE_LENGTH = 2000;
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type Conversation = Schemas['Conversation'];

type Ctx = Pick<AppContext, 'db' | 'realtime' | 'log'>;

function toConversation(
  row: repo.ConversationWithItem,
  participants: repo.ParticipantRow[],
): Conversation {
  return {
    _id: row.id,
    item: { _id: row.item_id, title: row.item_title, status: row.item_status },
    participants: participants
      .filter((p) => p.conversation_id === row.id)
      .map((p) => ({ _id: p.user_id, name: p.name })),
    lastMessage:
      row.last_message_at && row.last_message_content !== null
        ? { content: row.last_message_content, createdAt: row.last_message_at }
        : null,
    updatedAt: row.updated_at,
  };
}

export function toMessage(row: repo.MessageWithSender): MessageEvent {
  return {
    _id: row.id,
    conversation: row.conversation_id,
    sender: { _id: row.sender_id, name: row.sender_name },
    content: row.content,
    createdAt: row.created_at,
    isRead: row.is_read === 1,
  };
}

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
  if (existing) return { conversation: await withParticipants(ctx, existing), created: false };
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
    return { conversation: await withParticipants(ctx, raced), created: false };
  }
  const row = await repo.findConversationByStarter(ctx.db, itemId, callerId);
  if (!row) throw new Error('conversation vanished after insert');
  return { conversation: await withParticipants(ctx, row), created: true };
}

async function withParticipants(ctx: Ctx, row: repo.ConversationWithItem) {
  return toConversation(row, await repo.findParticipants(ctx.db, [row.id]));
}

export async function listConversations(
  ctx: Ctx,
  userId: string,
  page: number,
  limit: number,
): Promise<{
  docs: Conversation[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}> {
  const { rows, total } = await repo.listUserConversations(
    ctx.db,
    userId,
    limit,
    offsetOf(page, limit),
  );
  const participants = await repo.findParticipants(
    ctx.db,
    rows.map((r) => r.id),
  );
  const p = paginate(page, limit, total);
  return {
    docs: rows.map((r) => toConversation(r, participants)),
    totalDocs: total,
    page,
    limit,
    totalPages: p.totalPages,
  };
}

/** The conversation's participants, or 404 (no such conversation) / 403 (not one of them). */
async function requireParticipant(ctx: Ctx, conversationId: string, userId: string) {
  const participants = await repo.findParticipants(ctx.db, [conversationId]);
  if (participants.length === 0) throw notFound('Conversation not found.');
  const me = participants.find((p) => p.user_id === userId);
  if (!me) throw forbidden('You are not a participant in this conversation.');
  return { participants, me };
}

export async function listMessages(
  ctx: Ctx,
  userId: string,
  conversationId: string,
  page: number,
  limit: number,
): Promise<{ messages: MessageEvent[]; pagination: Pagination; conversation?: Conversation }> {
  const { participants } = await requireParticipant(ctx, conversationId, userId);
  const [{ rows, total }, row] = await Promise.all([
    repo.listConversationMessages(ctx.db, conversationId, limit, offsetOf(page, limit)),
    repo.findConversationById(ctx.db, conversationId),
  ]);
  return {
    messages: rows.map(toMessage),
    pagination: paginate(page, limit, total),
    // The header of a thread opened from a link (docs/product.md#messaging).
    ...(row ? { conversation: toConversation(row, participants) } : {}),
  };
}

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
 * notification, the sender's tabs get the message alone.
 */
export async function sendMessage(
  ctx: Ctx,
  senderId: string,
  input: SendMessageInput,
): Promise<{ message: MessageEvent; created: boolean }> {
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content) throw validationError('content', 'content must not be empty');
  if (input.content.length > MAX_MESSAGE_LENGTH) {
    throw validationError('content', `content must be at most ${MAX_MESSAGE_LENGTH} characters`);
  }
  if (input.clientId !== undefined && !CLIENT_ID_PATTERN.test(input.clientId)) {
    throw validationError('_id', '_id must be 8-64 letters, digits, _ or -');
  }
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
    await repo.insertMessage(ctx.db, row);
  } catch (err) {
    // The same retry arriving twice at once (two tabs or two instances).
    const existing = input.clientId
      ? await findRetry(ctx, senderId, input.conversationId, input.clientId)
      : undefined;
    if (!existing) throw err;
    return { message: existing, created: false };
  }

  const message = toMessage({ ...row, sender_name: me.name });
  for (const p of participants) {
    if (p.user_id === senderId) {
      ctx.realtime.toUser(p.user_id, 'receiveMessage', message);
      continue;
    }
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
  }
  return { message, created: true };
}

/** The stored message for a retried client id; an id someone else already used is refused. */
async function findRetry(ctx: Ctx, senderId: string, conversationId: string, clientId: string) {
  const existing = await repo.findMessage(ctx.db, clientId);
  if (!existing) return undefined;
  if (existing.sender_id !== senderId || existing.conversation_id !== conversationId) {
    throw validationError('_id', 'This message id is already in use; choose another.');
  }
  return toMessage(existing);
}
