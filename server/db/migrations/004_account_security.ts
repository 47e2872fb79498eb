import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: account take-over defences (issue 8).
 *
 * - `pending_registrations`: one row per sign-up of a still unverified account, holding the name
 *   and password hash that sign-up chose. A verification code points at its registration
 *   (`account_codes.registration_id`); verifying that code gives the account exactly those
 *   credentials, so re-registering an unverified address never changes what the real owner's
 *   code confirms. Existing pending accounts get one registration from their current row, and
 *   their open verification codes are bound to it.
 * - `auth_failures`: one row per failed sign-in (kind `login`, subject = normalized email, known
 *   or not) or wrong code (kind `code`, subject = user id), counted over time windows.
 * - `auth_locks`: one row per (kind, subject) lock or mail cooldown, `locked_until` in ISO text.
 *   A lock is (re)created only once the previous one expired, which makes "mail the owner once
 *   per lock" a single conditional upsert.
 */
export function accountSecurity(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pending_registrations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pending_registrations_user_idx')
        .on('pending_registrations')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema.alterTable('account_codes').addColumn('registration_id', 'text').execute();

      // Every unverified account so far had exactly one set of credentials: its own row.
      await sql`INSERT INTO pending_registrations (id, user_id, name, password_hash, created_at)
        SELECT id, id, name, password_hash, updated_at FROM users WHERE is_verified = 0`.execute(
        db,
      );
      await sql`UPDATE account_codes SET registration_id = user_id
        WHERE purpose = 'verify' AND consumed_at IS NULL`.execute(db);

      await db.schema
        .createTable('auth_failures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('auth_failures_subject_idx')
        .on('auth_failures')
        .columns(['kind', 'subject', 'created_at'])
        .execute();
      await db.schema
        .createIndex('auth_failures_created_idx')
        .on('auth_failures')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('auth_locks')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('auth_locks_pk', ['kind', 'subject'])
        .execute();
      await db.schema
        .createIndex('users_pending_idx')
        .on('users')
        .columns(['is_verified', 'created_at'])
        .execute();
    },
  };
}
