import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: e-mail about notifications (docs/product.md#e-mail).
 *
 * `email_preferences`: one row per user who changed a choice, holding all three (`instant`,
 * `digest` or `off`); no row means the defaults, so existing users need no rows.
 *
 * `server_secrets`: secrets the server makes for itself once and every instance shares (the key
 * of the unsubscribe links). The first instance to start inserts it; the primary key keeps it
 * one.
 *
 * `notifications.digest_pending`: 1 while a notification waits for its user's daily digest. The
 * digest clears it in the same transaction that queues the mail; the partial index keeps "who
 * has something waiting" small however many notifications there are. Same SQL on both dialects.
 */
export function emailPreferences(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('email_preferences')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('messages', 'text', (c) => c.notNull())
        .addColumn('claims', 'text', (c) => c.notNull())
        .addColumn('matches', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('notifications')
        .addColumn('digest_pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`create index notifications_digest_pending on notifications (user_id) where digest_pending = 1`.execute(
        db,
      );
    },
  };
}
