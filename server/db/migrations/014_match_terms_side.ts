import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: each match term row also says which side its item is on (`side`: Lost or
 * Found) and when the item was posted (`posted_at`), so that "the newest Found items carrying
 * this term" is one index range read with a LIMIT, without joining items (docs/performance.md#matching).
 * Before, the same question joined every item carrying the term and sorted them: 14 ms a term
 * at 100,000 items for common words, which kept the matcher from keeping up with 10 posts a
 * second. Existing rows are filled from their items (UPDATE … FROM: SQLite 3.33+, PostgreSQL).
 */
export function matchTermsSide(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('item_match_terms').addColumn('side', 'text').execute();
      await db.schema.alterTable('item_match_terms').addColumn('posted_at', 'text').execute();
      await sql`update item_match_terms set side = items.status, posted_at = items.created_at
        from items where items.id = item_match_terms.item_id`.execute(db);
      await db.schema
        .createIndex('item_match_terms_side_idx')
        .on('item_match_terms')
        .columns(['term', 'side', 'posted_at desc', 'item_id'])
        .execute();
    },
  };
}
