import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: saved searches keep the browse filters (docs/product.md#saved-searches).
 * Same SQL on both dialects.
 *
 * `posted_within` ('week', 'month', 'term') and `place_id` (a campus place id) are '' for "any",
 * like `status` and `category_id` in 012, so the unique index can hold them: a search saved
 * again with the same filters is one row, and the same words with another place are another
 * search. Existing rows get '' (any time, any place), which is what they meant.
 */
export function savedSearchFilters(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('saved_searches')
        .addColumn('posted_within', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('saved_searches')
        .addColumn('place_id', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.dropIndex('saved_searches_user_search_idx').execute();
      await db.schema
        .createIndex('saved_searches_user_filters_idx')
        .on('saved_searches')
        .columns(['user_id', 'words', 'status', 'category_id', 'place_id', 'posted_within'])
        .unique()
        .execute();
    },
  };
}
