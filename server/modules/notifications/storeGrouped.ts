import { nowIso } from '../../lib/ids';
import { deliveryFor } from './mailPlan';
import { bumpUnread, findUnreadByLink } from './repository';
import { storeNotification, toNotificationEvent, type NotificationInput } from './notify';
import type { StoreCtx } from './storeWithMail';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

export type GroupedInput = Omit<NotificationInput, 'message' | 'link'> & {
  /** The group: one unread row per user, type and link (a conversation's thread). */
  link: string;
  /** The row's text for the number of events it stands for. */
  message: (count: number) => string;
};

/**
 * docs/product.md#notifications: unread message notifications are grouped per conversation. A
 * new message updates the conversation's unread row (count, text, time) instead of adding one;
 * once that row is read, the next message starts a new one.
 */
export async function storeGrouped(ctx: StoreCtx, input: GroupedInput): Promise<NotificationEvent> {
  const type = input.type ?? 'message';
  const unread = await findUnreadByLink(ctx.db, input.userId, type, input.link);
  if (unread) {
    const count = unread.count + 1;
    // One e-mail per group: a bump mails nothing at once, but puts the row back in the next
    // digest, which may have listed it with fewer messages (docs/product.md#e-mail).
    const digest = (await deliveryFor(ctx.db, input.userId, type)) === 'digest';
    const bumped = await bumpUnread(ctx.db, unread.id, {
      count,
      message: input.message(count),
      created_at: nowIso(),
      ...(digest ? { digest_pending: 1 as const } : {}),
    });
    if (bumped) {
      ctx.metrics?.notificationSent(type);
      return toNotificationEvent(bumped);
    }
    // Read in between: start a new row.
  }
  return storeNotification(ctx, { ...input, type, message: input.message(1) });
}
