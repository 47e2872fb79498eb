import type { AppContext } from '../../context';
import { newId, nowIso } from '../../lib/ids';
import { insertNotification } from './repository';

export type NotificationInput = {
  userId: string;
  message: string;
  type?: string;
  itemId?: string | null;
};

/**
 * Stores a notification and pushes it live to the user's room (every instance, with Redis).
 * Every notification in the portal goes through here.
 */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'realtime'>,
  input: NotificationInput,
): Promise<void> {
  const row = {
    id: newId(),
    user_id: input.userId,
    message: input.message,
    type: input.type ?? 'item',
    item_id: input.itemId ?? null,
    is_read: 0 as const,
    created_at: nowIso(),
  };
  await insertNotification(ctx.db, row);
  ctx.realtime.toUser(input.userId, 'newNotification', {
    _id: row.id,
    message: row.message,
    type: row.type,
    itemId: row.item_id,
    createdAt: row.created_at,
  });
}
