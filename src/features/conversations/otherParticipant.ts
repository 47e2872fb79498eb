import type { Conversation } from '../../api/enhancedApi';

/** The participant who is not me (docs/product.md#data: two, the current user and the item poster). */
export const otherParticipant = (conversation: Conversation, myId: string | undefined): string =>
  conversation.participants.find((p) => p._id !== myId)?.name ?? 'Unknown user';
