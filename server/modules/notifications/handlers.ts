import type { AppContext } from '../../context';
import type { NotificationRow } from '../../db/types';
import { notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { requireUser } from '../auth/guard';
import type { Handlers } from '../types';
import * as repo from './repository';

export function toNotification(row: NotificationRow) {
  return {
    _id: row.id,
    userId: row.user_id,
    message: row.message,
    type: row.type,
    itemId: row.item_id,
    isRead: row.is_read === 1,
    createdAt: row.created_at,
  };
}

/** Handlers of the notifications operations in openapi.yaml, by operationId. */
export function notificationsHandlers(ctx: AppContext): Handlers {
  return {
    async listNotifications(req) {
      const user = requireUser(req);
      const { page = 1, limit = 10 } = req.query as { page?: number; limit?: number };
      const { rows, total, unread } = await repo.listUserNotifications(
        ctx.db,
        user.userId,
        limit,
        offsetOf(page, limit),
      );
      return {
        success: true,
        data: {
          notifications: rows.map(toNotification),
          pagination: paginate(page, limit, total),
          unreadCount: unread,
        },
      };
    },

    async markNotificationRead(req) {
      const user = requireUser(req);
      const { id } = req.params as { id: string };
      // body.id names the user in the client's call; the owner is always the caller.
      const body = (req.body ?? {}) as { read?: boolean };
      const row = await repo.setRead(ctx.db, user.userId, id, body.read !== false);
      // Someone else's notification is indistinguishable from a missing one.
      if (!row) throw notFound('Notification not found.');
      return { success: true, data: { notification: toNotification(row) } };
    },

    async markAllNotificationsRead(req) {
      const user = requireUser(req);
      const updated = await repo.setAllRead(ctx.db, user.userId);
      return { success: true, data: { updated } };
    },
  };
}
