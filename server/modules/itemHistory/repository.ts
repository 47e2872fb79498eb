import type { Db } from '../../db';
import type { Insertable } from 'kysely';
import type { ItemEventsTable } from '../../db/types';

export async function insertEvent(db: Db, row: Insertable<ItemEventsTable>): Promise<void> {
  await db.insertInto('item_events').values(row).execute();
}

/** An item's events in the order they happened, with the actor's current name. */
export async function eventsOf(db: Db, itemId: string) {
  return db
    .selectFrom('item_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select([
      'e.seq',
      'e.actor_id',
      'u.name as actor_name',
      'e.action',
      'e.details',
      'e.created_at',
    ])
    .where('e.item_id', '=', itemId)
    .orderBy('e.seq')
    .execute();
}
