/** The conversations use cases, one per file; handlers call them through this entry. */
export { MAX_MESSAGE_LENGTH, CLIENT_ID_PATTERN } from './messageRules';
export { toMessage, type Conversation } from './conversationView';
export { openConversation } from './openConversation';
export { listConversations } from './listConversations';
export { listMessages } from './listMessages';
export { sendMessage, type SendMessageInput } from './sendMessage';
