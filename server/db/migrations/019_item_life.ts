import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: how an item's story ends and what it links to (docs/product.md#statuses).
 * Same SQL on both dialects.
 *
 * On `items`:
 * - `claimed_from_status`: the status (Lost or Found) an item had when it became Claimed, so a
 *   withdrawn or released claim puts it back; null while it is not Claimed (or for an item
 *   claimed before this migration, which goes back to Found, or Lost for a Lost report).
 * - `closed_reason`, `closed_at`, `closed_note`, `closed_with_id`: a Lost report closed by its
 *   owner (`got-it-back`, `no-longer-looking`) or by the hand-over of a Found item to them
 *   (`returned-with`, `closed_with_id` naming that item); all null while it is open.
 * - `found_for_id`: a Found item posted with "I found this" names the Lost report it answers.
 *
 * On `item_events`: `link_item_id`, the other item an event ties to (both histories link).
 */
export function itemLife(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of [
        'claimed_from_status',
        'closed_reason',
        'closed_at',
        'closed_note',
        'closed_with_id',
        'found_for_id',
      ]) {
        await db.schema.alterTable('items').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('item_events').addColumn('link_item_id', 'text').execute();
      await db.schema
        .createIndex('items_found_for_idx')
        .on('items')
        .column('found_for_id')
        .execute();
    },
  };
}
