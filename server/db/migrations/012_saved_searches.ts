import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: saved searches, "Alert me" (docs/product.md#saved-searches).
 *
 * `saved_searches`: `search` is the words as the search reads them (shown back to the user);
 * `words` the same words folded (no case, no accents), sorted and space-separated, so that one
 * search saved twice is one row (the unique index) whatever the word order or accents.
 * "Any status" and "any category" are '' rather than null: a unique index treats nulls as all
 * different, and `status in ('', ?)` reads one index range. Categories are never deleted (only
 * deactivated), so `category_id` needs no foreign key.
 *
 * `key_word` is the longest folded word (at most 40 characters), '' without words: a new item
 * looks up only the searches whose key word is a prefix of one of its words, then checks their
 * other words in memory, so a post reads a handful of rows however many searches are saved.
 *
 * `saved_search_alerts`: one row per (saved search, item) that was alerted; its primary key is
 * what makes an alert happen once, whichever instance or retry gets there first.
 */
export function savedSearches(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('saved_searches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('key_word', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('category_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // One search once per user; also the user's list and count.
      await db.schema
        .createIndex('saved_searches_user_search_idx')
        .on('saved_searches')
        .columns(['user_id', 'words', 'status', 'category_id'])
        .unique()
        .execute();
      // The searches a new item may fit.
      await db.schema
        .createIndex('saved_searches_key_idx')
        .on('saved_searches')
        .columns(['key_word', 'status', 'category_id'])
        .execute();

      await db.schema
        .createTable('saved_search_alerts')
        .addColumn('saved_search_id', 'text', (c) =>
          c.notNull().references('saved_searches.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_search_alerts_pk', ['saved_search_id', 'item_id'])
        .execute();
      // PostgreSQL does not index a foreign key by itself; the cascade from items needs one.
      await db.schema
        .createIndex('saved_search_alerts_item_idx')
        .on('saved_search_alerts')
        .column('item_id')
        .execute();
    },
  };
}
