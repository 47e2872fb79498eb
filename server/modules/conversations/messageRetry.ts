import { validationError } from '../../errors';
import { toMessage } from './conversationView';
import * as messages from './messagesRepository';
import type { Ctx } from './ctx';

export /** The stored message for a retried client id; an id someone else already used is refused. */
async function findRetry(ctx: Ctx, senderId: string, conversationId: string, clientId: string) {
  const existing = await messages.findMessage(ctx.db, clientId);
  if (!existing) return undefined;
  if (existing.sender_id !== senderId || existing.conversation_id !== conversationId) {
    throw validationError('_id', 'This message id is already in use; choose another.');
  }
  return toMessage(existing);
}
