import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the walk-in finder told once, and disposal batches
 * (docs/product.md#walk-in-intake, docs/product.md#the-keepers-queue). Same SQL on both dialects.
 *
 * On `items`:
 * - `finder_notify`: 1 when the finder asked at the counter to be told, once, by e-mail when the
 *   item goes back to its owner; 0 otherwise (and for every item before this migration).
 * - `finder_notified_at`: when that e-mail was queued, set once by the conditional update of the
 *   hand-over's transaction, so a finder is never told twice.
 * - `disposal_batch_id`: the bulk disposal that let the item go, shared by the items of one
 *   batch (its printable record); null for an item disposed of on its own.
 *
 * The `handed-in` events written before this migration named the finder ("Handed in by Fay");
 * the history now composes the finder's name from the item for keepers and admins only, so those
 * events are rewritten to the words everyone else reads.
 */
export function finderNoticeDisposalBatches(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('items')
        .addColumn('finder_notify', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('items').addColumn('finder_notified_at', 'text').execute();
      await db.schema.alterTable('items').addColumn('disposal_batch_id', 'text').execute();
      await db.schema
        .createIndex('items_disposal_batch_idx')
        .on('items')
        .column('disposal_batch_id')
        .execute();
      await sql`update item_events set details = 'Handed in at the counter'
        where action = 'handed-in' and details not like 'Handed in at %'`.execute(db);
    },
  };
}
