import { notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { toNotificationEvent } from './notify';
import * as repo from './repository';
import type { NotificationRow } from '../../db/types';
import type { AppContext } from '../../context';

/** A stored row as the API lists it: the socket's event plus whether it was read. */
export function toNotification(row: NotificationRow) {
  return { ...toNotificationEvent(row), itemId: row.item_id, isRead: row.is_read === 1 };
}

/** A page of the user's notifications, newest first, with the unread count. */
export async function listNotifications(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  page: number,
  limit: number,
) {
  const { rows, total, unread } = await repo.listUserNotifications(
    ctx.db,
    userId,
    limit,
    offsetOf(page, limit),
  );
  return {
    notifications: rows.map(toNotification),
    pagination: paginate(page, limit, total),
    unreadCount: unread,
  };
}

/** Someone else's notification is indistinguishable from a missing one. */
export async function markRead(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  id: string,
  read: boolean,
) {
  const row = await repo.setRead(ctx.db, userId, id, read);
  if (!row) throw notFound('Notification not found.');
  return { notification: toNotification(row) };
}

export async function markAllRead(ctx: Pick<AppContext, 'db'>, userId: string) {
  return { updated: await repo.setAllRead(ctx.db, userId) };
}
