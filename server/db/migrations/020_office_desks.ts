import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the office counter (docs/product.md#desks-and-the-queue). Same SQL on both
 * dialects.
 *
 * `desks`: where items are kept and collected (the library desk, campus security): a name, the
 * campus place it is in, opening hours and a contact, all shown to everyone. `storage_json` is
 * the desk's list of storage places (shelves, bins) as a JSON array of strings, shown only to
 * keepers and admins.
 *
 * `desk_keepers`: the keepers who work at a desk (one keeper may work at several).
 *
 * On `items`:
 * - `desk_id`: the desk holding the item in custody; null while no desk holds it.
 * - `labelled_at`: when a keeper or admin last printed its label (the queue's "not yet labelled").
 * - `finder_name`, `finder_contact`: who handed a walk-in item in at the counter, private to
 *   keepers and admins (export and erasure find them by the finder's e-mail address).
 *
 * Search pages carry each item's desk (name, place, hours), so changing or deleting a desk bumps
 * `item_search_version` as renaming a category does: cached pages and item JSON are not reused.
 *
 * `campus_settings`: one row per setting an admin edits (campus name, contacts); a missing row
 * falls back to the environment, then to the built-in default (server/modules/desks/settings.ts).
 */
export function officeDesks(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('desks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('hours', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('storage_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('desks_name_idx').on('desks').column('name').unique().execute();

      await db.schema
        .createTable('desk_keepers')
        .addColumn('desk_id', 'text', (c) => c.notNull().references('desks.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('desk_keepers_pk', ['desk_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('desk_keepers_user_idx')
        .on('desk_keepers')
        .column('user_id')
        .execute();

      for (const column of ['desk_id', 'labelled_at', 'finder_name', 'finder_contact']) {
        await db.schema.alterTable('items').addColumn(column, 'text').execute();
      }
      await db.schema.createIndex('items_desk_idx').on('items').column('desk_id').execute();

      const run = (text: string) => sql.raw(text).execute(db);
      const shown = 'UPDATE OF name, place, hours ON desks';
      if (dialect === 'sqlite') {
        const bump = `UPDATE item_search_version SET version = version + 1 WHERE id = 1;`;
        await run(`CREATE TRIGGER desks_version_au AFTER ${shown} BEGIN ${bump} END`);
        await run(`CREATE TRIGGER desks_version_ad AFTER DELETE ON desks BEGIN ${bump} END`);
      } else {
        // item_search_bump_tg() is migration 006's.
        for (const [name, on] of [
          ['desks_version_au', shown],
          ['desks_version_ad', 'DELETE ON desks'],
        ]) {
          await run(`CREATE TRIGGER ${name} AFTER ${on}
            FOR EACH STATEMENT EXECUTE FUNCTION item_search_bump_tg()`);
        }
      }

      await db.schema
        .createTable('campus_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
