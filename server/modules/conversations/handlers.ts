import type { AppContext } from '../../context';
import { requireUser } from '../auth/guard';
import type { Handlers } from '../types';
import * as service from './service';

type PageQuery = { page?: number; limit?: number };

/** Handlers of the conversations operations in openapi.yaml, by operationId. */
export function conversationsHandlers(ctx: AppContext): Handlers {
  return {
    async listConversations(req) {
      const user = requireUser(req);
      const { page = 1, limit = 10 } = req.query as PageQuery;
      return { conversations: await service.listConversations(ctx, user.userId, page, limit) };
    },

    async createConversation(req, reply) {
      const user = requireUser(req);
      const body = req.body as { itemId: string; participants?: string[] };
      const { conversation, created } = await service.openConversation(
        ctx,
        user.userId,
        body.itemId,
        body.participants,
      );
      reply.status(created ? 201 : 200);
      return {
        message: created ? 'Conversation started.' : 'Conversation already exists.',
        conversation,
      };
    },

    async listMessages(req) {
      const user = requireUser(req);
      const { conversationId } = req.params as { conversationId: string };
      const { page = 1, limit = 50 } = req.query as PageQuery;
      return service.listMessages(ctx, user.userId, conversationId, page, limit);
    },

    async postMessage(req, reply) {
      const user = requireUser(req);
      const { conversationId } = req.params as { conversationId: string };
      // body.sender is ignored on purpose: the sender is always the caller.
      const body = req.body as { content: string; _id?: string };
      const { message, created } = await service.sendMessage(ctx, user.userId, {
        conversationId,
        content: body.content,
        clientId: body._id,
      });
      reply.status(created ? 201 : 200);
      return { message };
    },
  };
}
