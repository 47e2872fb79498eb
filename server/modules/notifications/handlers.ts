import type { AppContext } from '../../context';
import { requireUser } from '../auth/guard';
import type { Handlers } from '../types';
import * as service from './service';

/** Handlers of the notifications operations in openapi.yaml, by operationId. */
export function notificationsHandlers(ctx: AppContext): Handlers {
  return {
    async listNotifications(req) {
      const user = requireUser(req);
      const { page = 1, limit = 10 } = req.query as { page?: number; limit?: number };
      return {
        success: true,
        data: await service.listNotifications(ctx, user.userId, page, limit),
      };
    },

    async markNotificationRead(req) {
      const user = requireUser(req);
      const { id } = req.params as { id: string };
      // body.id names the user in the client's call; the owner is always the caller.
      const body = (req.body ?? {}) as { read?: boolean };
      return {
        success: true,
        data: await service.markRead(ctx, user.userId, id, body.read !== false),
      };
    },

    async markAllNotificationsRead(req) {
      const user = requireUser(req);
      return { success: true, data: await service.markAllRead(ctx, user.userId) };
    },
  };
}
