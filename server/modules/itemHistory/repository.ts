import { chunksOf } from '../../lib/chunks';
import type { Db } from '../../db';
import type { Insertable } from 'kysely';
import type { ItemEventsTable } from '../../db/types';

/** Rows in one statement each 500 (server/lib/chunks.ts). */
export async function insertEvents(db: Db, rows: Insertable<ItemEventsTable>[]): Promise<void> {
  for (const some of chunksOf(rows, 500)) await db.insertInto('item_events').values(some).execute();
}

/** An item's events in the order they happened, with the actor's current name and linked item. */
export async function eventsOf(db: Db, itemId: string) {
  return db
    .selectFrom('item_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .leftJoin('items as l', 'l.id', 'e.link_item_id')
    .select([
      'e.seq',
      'e.actor_id',
      'u.name as actor_name',
      'e.action',
      'e.details',
      'e.created_at',
      'e.link_item_id',
      'l.ref_no as link_ref_no',
      'l.created_at as link_created_at',
      'l.title as link_title',
      'l.status as link_status',
      'l.is_active as link_active',
      'l.posted_by_id as link_poster_id',
    ])
    .where('e.item_id', '=', itemId)
    .orderBy('e.seq')
    .execute();
}
