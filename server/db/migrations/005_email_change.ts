import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: pending email changes (issue 8). One row per account at most: the new address
 * and the account_codes row (purpose `email_change`) whose code was mailed to it. The change is
 * applied only when that very code is entered, so a code proves the address it was sent to.
 * Same SQL on both dialects.
 */
export function emailChange(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('email_changes')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('code_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
