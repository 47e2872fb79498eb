import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { NotificationRow, NotificationsTable } from '../../db/types';

/** A page of the user's notifications, newest first, with the total and unread counts. */
export async function listUserNotifications(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select([
        (eb) => eb.fn.countAll().as('total'),
        sql<number>`coalesce(sum(case when is_read = 0 then 1 else 0 end), 0)`.as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

/** Sets the read flag of one of the user's notifications; undefined when it is not theirs. */
export async function setRead(
  db: Db,
  userId: string,
  id: string,
  read: boolean,
): Promise<NotificationRow | undefined> {
  const res = await db
    .updateTable('notifications')
    .set({ is_read: read ? 1 : 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return undefined;
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setAllRead(db: Db, userId: string): Promise<number> {
  const res = await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function insertNotification(
  db: Db,
  row: Insertable<NotificationsTable>,
): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** The user's unread notification of this type and link (a conversation's message group). */
export function findUnreadByLink(
  db: Db,
  userId: string,
  type: string,
  link: string,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('link', '=', link)
    .where('is_read', '=', 0)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Updates a still-unread grouped row; undefined when it was read (or removed) meanwhile. */
export async function bumpUnread(
  db: Db,
  id: string,
  change: { count: number; message: string; created_at: string; digest_pending?: 1 },
): Promise<NotificationRow | undefined> {
  const res = await db
    .updateTable('notifications')
    .set(change)
    .where('id', '=', id)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return undefined;
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}
