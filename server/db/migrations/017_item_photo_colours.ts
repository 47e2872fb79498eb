import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the dominant colours of an item's photo (docs/product.md#matching), as
 * matching reads them where the text names none: colour names, largest first, joined by commas
 * ("navy,white"); null with no photo, or for a photo stored before this migration (it gets its
 * colours when it is replaced). Same SQL on both dialects.
 */
export function itemPhotoColours(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('items').addColumn('photo_colours', 'text').execute();
    },
  };
}
