import type { Conversation } from '../../api/enhancedApi';

/** The participant who is not me (SPEC §3: two, the current user and the item poster). */
export const otherParticipant = (conversation: Conversation, myId: string | undefined): string =>
  conversation.participants.find((p) => p._id !== myId)?.name ?? 'Unknown user';
