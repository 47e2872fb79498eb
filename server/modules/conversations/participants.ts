import { forbidden, notFound } from '../../errors';
import * as repo from './repository';
import type { Ctx } from './ctx';

export /** The conversation's participants, or 404 (no such conversation) / 403 (not one of them). */
async function requireParticipant(ctx: Ctx, conversationId: string, userId: string) {
  const participants = await repo.findParticipants(ctx.db, [conversationId]);
  if (participants.length === 0) throw notFound('Conversation not found.');
  const me = participants.find((p) => p.user_id === userId);
  if (!me) throw forbidden('You are not a participant in this conversation.');
  return { participants, me };
}
