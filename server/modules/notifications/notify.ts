import { newId, nowIso } from '../../lib/ids';
import { insertWithMail, type StoreCtx } from './storeWithMail';
import type { AppContext } from '../../context';
import type { NotificationEvent } from '../../../shared/realtimeEvents';
import type { NotificationRow } from '../../db/types';
import type { NotificationMailDetails } from '../../mail/notificationMail';

export type NotificationInput = {
  userId: string;
  message: string;
  type?: string;
  itemId?: string | null;
  /** The SPA path the notification opens; defaults to the item's page when there is an item. */
  link?: string | null;
  /** What its instant e-mail lists beyond the text (the daily digest of possible matches). */
  mail?: NotificationMailDetails;
};

/** docs/product.md#notifications: every notification links to its item (or thread). */
export const itemLink = (itemId: string) => `/items/${itemId}`;

/** A stored row as the socket carries it. */
export function toNotificationEvent(row: NotificationRow): NotificationEvent {
  return {
    _id: row.id,
    userId: row.user_id,
    message: row.message,
    type: row.type,
    itemId: row.item_id,
    link: row.link,
    count: row.count,
    createdAt: row.created_at,
  };
}

/**
 * Stores a notification and returns it as the socket carries it, without pushing it: for an
 * event that delivers it itself (a message's receiveMessage carries its notification).
 */
export async function storeNotification(
  ctx: StoreCtx,
  input: NotificationInput,
): Promise<NotificationEvent> {
  const itemId = input.itemId ?? null;
  const row: NotificationRow = {
    id: newId(),
    user_id: input.userId,
    message: input.message,
    type: input.type ?? 'item',
    item_id: itemId,
    link: input.link ?? (itemId ? itemLink(itemId) : null),
    count: 1,
    is_read: 0 as const,
    created_at: nowIso(),
    digest_pending: 0 as const,
  };
  // With its e-mail, as the user chose (docs/product.md#e-mail).
  await insertWithMail(ctx, row, input.mail);
  ctx.metrics?.notificationSent(row.type);
  return toNotificationEvent(row);
}

/**
 * Stores a notification and pushes it live to the user's room (every instance, with Redis).
 * Every notification in the portal goes through here, storeNotification or storeGrouped.
 */
export async function notify(
  ctx: StoreCtx & Pick<AppContext, 'realtime'>,
  input: NotificationInput,
): Promise<void> {
  ctx.realtime.toUser(input.userId, 'newNotification', await storeNotification(ctx, input));
}
