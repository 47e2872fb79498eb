import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the lost-and-found office (docs/product.md#office).
 *
 * items:
 * - `ref_no`: the number of the item's reference `LF-{year posted}-{ref_no, 5 digits}`; existing
 *   items are numbered in the order they were posted, new ones take the next number from
 *   `counters` in the transaction that inserts them (a row lock on PostgreSQL, the writer lock
 *   on SQLite: two posts never share a number; the unique index would refuse it anyway).
 * - `ownership_json`: the ownership questions `[{ question, expectedAnswer }]`, '[]' for none;
 *   only the question texts are ever serialized for the public (server/modules/items/serialize.ts).
 * - `storage_location`: where the office keeps it (free text), null when not recorded.
 * - `disposal_method`, `disposal_note`, `disposed_at`: how an unclaimed item left the office.
 * - `disposal_warned_at`: when the owners of matching Lost reports were told it falls due soon
 *   (once per item).
 *
 * `item_claims`: claims on items with ownership questions, `pending` until the poster or keeper
 * approves one (the others are declined) or declines it. One pending claim per claimant and item
 * (partial unique index), so a double click makes one claim.
 *
 * `item_events`: the item's chain of custody, one row per event, read in `seq` order (a
 * timestamp alone does not order two events of one millisecond).
 *
 * categories.`retention_days`: days an unclaimed Found item is kept before it is due (90 unless
 * an admin sets it).
 */
export function lostAndFoundOffice(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('items').addColumn('ref_no', 'integer').execute();
      for (const [name, type] of [
        ['ownership_json', 'text'],
        ['storage_location', 'text'],
        ['disposal_method', 'text'],
        ['disposal_note', 'text'],
        ['disposed_at', 'text'],
        ['disposal_warned_at', 'text'],
      ] as const) {
        await db.schema
          .alterTable('items')
          .addColumn(name, type, (c) =>
            name === 'ownership_json' ? c.notNull().defaultTo('[]') : c,
          )
          .execute();
      }
      // Number what exists in the order it was posted (UPDATE … FROM: SQLite 3.33+, PostgreSQL).
      await sql`update items set ref_no = t.rn
        from (select id, row_number() over (order by created_at, id) as rn from items) as t
        where items.id = t.id`.execute(db);
      await db.schema
        .createIndex('items_ref_no_idx')
        .on('items')
        .column('ref_no')
        .unique()
        .execute();

      await db.schema
        .createTable('counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into counters (name, value) select 'item_ref', coalesce(max(ref_no), 0) from items`.execute(
        db,
      );

      await db.schema
        .alterTable('categories')
        .addColumn('retention_days', 'integer', (c) => c.notNull().defaultTo(90))
        .execute();

      await db.schema
        .createTable('item_claims')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('claimant_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('answers_json', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by_id', 'text')
        .execute();
      await db.schema
        .createIndex('item_claims_item_idx')
        .on('item_claims')
        .columns(['item_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('item_claims_claimant_idx')
        .on('item_claims')
        .column('claimant_id')
        .execute();
      await sql`create unique index item_claims_one_pending on item_claims (item_id, claimant_id) where status = 'pending'`.execute(
        db,
      );

      await db.schema
        .createTable('item_events')
        .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('actor_id', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('item_events_item_idx')
        .on('item_events')
        .columns(['item_id', 'seq'])
        .execute();

      // Due items: Found, active, not claimed, oldest first.
      await sql`create index items_found_open_created on items (created_at) where status = 'Found' and is_active = 1 and claimed_by_id is null`.execute(
        db,
      );
    },
  };
}
