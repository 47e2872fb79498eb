/** The conversations module's public entry (conversations and messages). */
export {
  MESSAGES_PER_CONVERSATION,
  countConversations,
  messagesOf,
  pageOfConversations,
  participantsOf,
} from './adminRepository';
