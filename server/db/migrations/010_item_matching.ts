import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: Lost reports matched with Found items (docs/product.md#matching), and the
 * durable job queue that does the matching after a post or an edit (server/jobs).
 *
 * `jobs`: one row per pending job. A worker claims a due row by setting `locked_by` and a lease
 * (`locked_until`); a row whose lease ran out (its process died) is claimable again. Done jobs
 * are deleted; failed ones get a later `run_at`. Times are ISO-8601 text like every table's.
 *
 * `item_match_terms`: the canonical terms of each matchable item; the key starts with the term
 * so that "items sharing this term" is one index range. `item_matches`: one row per (Lost,
 * Found) pair that scored high enough; `alerted_at` is set once, by the one instance that wins
 * the conditional update, so a pair alerts its owner at most once. `item_match_dismissals`:
 * "Not mine", per item and matched item.
 *
 * Items are soft-deleted (is_active = 0) and keep their rows; the cascades only matter if an
 * item row is ever removed. When items exist already, one `match-backfill` job stores their terms
 * in batches once the server starts, so new posts are matched against them (old pairs are not
 * alerted: a first start must not flood owners with mail).
 */
export function itemMatching(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Claiming: the oldest due job that is not leased (or whose lease ran out).
      await db.schema
        .createIndex('jobs_claim_idx')
        .on('jobs')
        .columns(['run_at', 'locked_until'])
        .execute();

      await db.schema
        .createTable('item_match_terms')
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('term', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('item_match_terms_pk', ['term', 'item_id'])
        .execute();
      await db.schema
        .createIndex('item_match_terms_item_idx')
        .on('item_match_terms')
        .column('item_id')
        .execute();

      await db.schema
        .createTable('item_matches')
        .addColumn('lost_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('found_id', 'text', (c) =>
          c.notNull().references('items.id').onDelete('cascade'),
        )
        .addColumn('score', 'double precision', (c) => c.notNull())
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('alerted_at', 'text')
        .addPrimaryKeyConstraint('item_matches_pk', ['lost_id', 'found_id'])
        .execute();
      await db.schema
        .createIndex('item_matches_found_idx')
        .on('item_matches')
        .columns(['found_id', 'lost_id'])
        .execute();

      await db.schema
        .createTable('item_match_dismissals')
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('match_id', 'text', (c) =>
          c.notNull().references('items.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('item_match_dismissals_pk', ['item_id', 'match_id'])
        .execute();
      // PostgreSQL does not index a foreign key by itself; the cascade from items needs one.
      await db.schema
        .createIndex('item_match_dismissals_match_idx')
        .on('item_match_dismissals')
        .column('match_id')
        .execute();

      const now = new Date().toISOString();
      await sql`insert into jobs (id, kind, payload, run_at, attempts, created_at)
        select 'match-backfill', 'match-backfill', '{"after":""}', ${now}, 0, ${now}
        where exists (select 1 from items where is_active = 1 and status in ('Lost', 'Found'))`.execute(
        db,
      );
    },
  };
}
