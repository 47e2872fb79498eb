import { requireUser } from '../auth/guard';
import * as service from './service';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the conversations operations in openapi.yaml, by operationId. */
export function conversationsHandlers(ctx: AppContext) {
  return {
    async listConversations(req) {
      const user = requireUser(req);
      const { page, limit } = req.query;
      return { conversations: await service.listConversations(ctx, user.userId, page, limit) };
    },

    async createConversation(req, reply) {
      const user = requireUser(req);
      const { conversation, created } = await service.openConversation(
        ctx,
        user.userId,
        req.body.itemId,
        req.body.participants,
      );
      reply.status(created ? 201 : 200);
      return {
        message: created ? 'Conversation started.' : 'Conversation already exists.',
        conversation,
      };
    },

    async listMessages(req) {
      const user = requireUser(req);
      const { page, limit } = req.query;
      return service.listMessages(ctx, user.userId, req.params.conversationId, page, limit);
    },

    async postMessage(req, reply) {
      const user = requireUser(req);
      // body.sender is ignored on purpose: the sender is always the caller.
      const { message, created } = await service.sendMessage(ctx, user.userId, {
        conversationId: req.params.conversationId,
        content: req.body.content,
        clientId: req.body._id,
      });
      reply.status(created ? 201 : 200);
      return { message };
    },
  } satisfies Partial<Handlers>;
}
