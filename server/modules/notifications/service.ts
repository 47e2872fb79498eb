import { notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import * as repo from './repository';
import type { NotificationRow } from '../../db/types';
import type { AppContext } from '../../context';

export function toNotification(row: NotificationRow) {
  return {
    _id: row.id,
    userId: row.user_id,
    message: row.message,
    type: row.type,
    itemId: row.item_id,
    link: row.link,
    count: row.count,
    isRead: row.is_read === 1,
    createdAt: row.created_at,
  };
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
