import type { Db } from '../../db';

/*
 * Where an erased person's name was copied into text (docs/product.md#privacy): other people's
 * notifications ("New message from Ann about …") and item histories ("Claim by Ann approved").
 * Only rows about the items the person touched can hold it. Notifications also quote the
 * titles of those items, which a blanking replaces.
 */

/** Other people's notifications about these items. */
export function othersNotifications(db: Db, userId: string, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notifications')
    .select(['id', 'message', 'item_id'])
    .where('user_id', '!=', userId)
    .where('item_id', 'in', itemIds)
    .execute();
}

export async function setNotificationMessage(db: Db, id: string, message: string): Promise<void> {
  await db.updateTable('notifications').set({ message }).where('id', '=', id).execute();
}

/** The history events of these items that carry words. */
export function eventDetails(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_events')
    .select(['seq', 'action', 'details'])
    .where('item_id', 'in', itemIds)
    .where('details', '!=', '')
    .execute();
}

export async function setEventDetails(db: Db, seq: number, details: string): Promise<void> {
  await db.updateTable('item_events').set({ details }).where('seq', '=', seq).execute();
}
