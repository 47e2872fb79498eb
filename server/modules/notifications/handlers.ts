import { requireUser } from '../auth/guard';
import * as service from './service';
import type { AppContext } from '../../context';
import type { Handlers } from '../types';

/** Handlers of the notifications operations in openapi.yaml, by operationId. */
export function notificationsHandlers(ctx: AppContext) {
  return {
    async listNotifications(req) {
      const user = requireUser(req);
      const { page, limit } = req.query;
      return {
        success: true,
        data: await service.listNotifications(ctx, user.userId, page, limit),
      };
    },

    async markNotificationRead(req) {
      const user = requireUser(req);
      // body.id names the user in the client's call; the owner is always the caller.
      const read = req.body?.read !== false;
      return {
        success: true,
        data: await service.markRead(ctx, user.userId, req.params.id, read),
      };
    },

    async markAllNotificationsRead(req) {
      const user = requireUser(req);
      return { success: true, data: await service.markAllRead(ctx, user.userId) };
    },
  } satisfies Partial<Handlers>;
}
