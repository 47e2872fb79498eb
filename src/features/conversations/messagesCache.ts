import type { ListMessagesApiArg, ListMessagesApiResponse, Message } from '../../api/enhancedApi';

/** docs/product.md#page-sizes: the thread is page 1 with limit 50. */
export const threadArgs = (conversationId: string): ListMessagesApiArg => ({
  conversationId,
  page: 1,
  limit: 50,
});

/** docs/product.md#screens: one page of conversations is plenty for a student; more pages are offered. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/**
 * Adds a message to a cached thread, or replaces the copy with the same _id: the sender's
 * provisional message, the REST answer and the socket's receiveMessage all carry one _id.
 */
export function upsertMessage(draft: ListMessagesApiResponse, message: Message): void {
  const index = draft.messages.findIndex((m) => m._id === message._id);
  if (index >= 0) draft.messages[index] = message;
  else draft.messages.push(message);
}

export function removeMessage(draft: ListMessagesApiResponse, id: string): void {
  draft.messages = draft.messages.filter((m) => m._id !== id);
}

/** A client id for a provisional message (the contract's ClientId: ^[A-Za-z0-9_-]{8,64}$). */
export function clientMessageId(): string {
  // getRandomValues works on plain-http pages too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `c${Date.now().toString(36)}${random}`;
}
