import type { Db } from '../../../db';

/*
 * The desks an item can be at (docs/product.md#desks-and-the-queue): read here for moves and
 * walk-in intake; the desks themselves are written by the desks module.
 */

export type DeskName = { id: string; name: string };

export async function findDesk(db: Db, id: string): Promise<DeskName | undefined> {
  return db.selectFrom('desks').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The ids of the desks `userId` works at. */
export async function deskIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('desk_keepers')
    .select('desk_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.desk_id);
}
