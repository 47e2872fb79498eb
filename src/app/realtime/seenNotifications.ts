import type { NotificationEvent } from '../../../shared/realtimeEvents';

/** Enough for a burst of messages; an old notification is never sent again. */
const REMEMBERED = 100;

/**
 * The notifications one socket has already turned into an action. The server sends a message's
 * notification twice, in the receiver's `receiveMessage` and as `newNotification`
 * (docs/architecture.md#realtime): whichever comes first is shown, the other is dropped, so one
 * message raises one toast. Keyed by `_id` and the version of the row: a grouped message row
 * keeps its `_id` and changes its count and time for each new message, which must show again.
 */
export function seenNotifications(): (notification: Partial<NotificationEvent>) => boolean {
  const seen = new Set<string>();
  return (notification) => {
    // Without an id (not from this server) there is nothing to match: always new.
    if (!notification._id) return false;
    const key = [notification._id, notification.count ?? 1, notification.createdAt ?? ''].join(
      '\n',
    );
    if (seen.has(key)) return true;
    seen.add(key);
    // A Set iterates in insertion order: drop the oldest.
    if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as string);
    return false;
  };
}
