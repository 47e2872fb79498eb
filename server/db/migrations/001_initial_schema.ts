import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/* Frozen migration: uses Kysely<any> and never imports app code. */
export function initialSchema(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
      await db.schema
        .createIndex('users_created_idx')
        .on('users')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('users_role_idx')
        .on('users')
        .columns(['role', 'is_active'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('account_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('account_codes_user_idx')
        .on('account_codes')
        .columns(['user_id', 'purpose', 'created_at'])
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('image_key', 'text')
        .addColumn('posted_by_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('keeper_id', 'text', (c) => c.references('users.id'))
        .addColumn('claimed_by_id', 'text', (c) => c.references('users.id'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('returned_at', 'text')
        .execute();
      // Browse: active items newest first, optionally by status. Dashboard: mine by role.
      await db.schema
        .createIndex('items_active_created_idx')
        .on('items')
        .columns(['is_active', 'created_at'])
        .execute();
      await db.schema
        .createIndex('items_active_status_created_idx')
        .on('items')
        .columns(['is_active', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('items_poster_idx')
        .on('items')
        .columns(['posted_by_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('items_keeper_idx')
        .on('items')
        .columns(['keeper_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('items_claimant_idx')
        .on('items')
        .columns(['claimed_by_id', 'created_at'])
        .execute();
      await db.schema.createIndex('items_title_idx').on('items').columns(['title', 'id']).execute();
      await db.schema
        .createIndex('items_status_idx')
        .on('items')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('items_created_idx')
        .on('items')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema.createIndex('items_returned_idx').on('items').column('returned_at').execute();

      await db.schema
        .createTable('handover_codes')
        .addColumn('item_id', 'text', (c) =>
          c.primaryKey().references('items.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
        .addColumn('starter_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('last_message_content', 'text')
        .addColumn('last_message_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('conversations_item_starter_uq', ['item_id', 'starter_id'])
        .execute();
      await db.schema
        .createIndex('conversations_updated_idx')
        .on('conversations')
        .columns(['updated_at', 'id'])
        .execute();

      await db.schema
        .createTable('conversation_participants')
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_participants_user_idx')
        .on('conversation_participants')
        .columns(['user_id', 'conversation_id'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_conversation_idx')
        .on('messages')
        .columns(['conversation_id', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text')
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_user_idx')
        .on('notifications')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_unread_idx')
        .on('notifications')
        .columns(['user_id', 'is_read'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_created_idx')
        .on('audit_log')
        .columns(['created_at', 'id'])
        .execute();
    },
  };
}
