import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the campus's places and their aliases (docs/product.md#places). Same SQL on
 * both dialects.
 *
 * `places`: one row per place, its display name ("Engineering Building").
 *
 * `place_names`: the name and every alias of each place, one row each, keyed by the words they
 * fold to ("eng building" for "Eng. Building"). The key is the primary key, so a name or alias
 * belongs to one place only, across names and aliases alike, even when two admins write at
 * once. `is_alias` 0 is the place's own name; `position` keeps the admin's order of aliases.
 *
 * `places_version`: one row whose `version` every admin change bumps in its transaction, so each
 * server's cached directory knows when to read the list again (across instances too).
 */
export function campusPlaces(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('places')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('place_names')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('place_id', 'text', (c) =>
          c.notNull().references('places.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('is_alias', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('place_names_place_idx')
        .on('place_names')
        .columns(['place_id', 'position'])
        .execute();

      await db.schema
        .createTable('places_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db.insertInto('places_version').values({ id: 1, version: 0 }).execute();
    },
  };
}
