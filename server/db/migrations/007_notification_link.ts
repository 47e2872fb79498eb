import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: notifications link to what they are about (issue 10). `link` is the SPA path
 * (`/items/{id}`, `/messages/{conversationId}`); `count` is how many messages one grouped unread
 * message notification stands for. Existing rows with an item link to it. Same SQL on both
 * dialects (`||` concatenates text in SQLite and PostgreSQL).
 */
export function notificationLink(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
      await db.schema
        .alterTable('notifications')
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`update notifications set link = '/items/' || item_id where item_id is not null`.execute(
        db,
      );
      // Finding the unread message row of one conversation is the grouping's hot path.
      await db.schema
        .createIndex('notifications_unread_link')
        .on('notifications')
        .columns(['user_id', 'link', 'is_read'])
        .execute();
    },
  };
}
