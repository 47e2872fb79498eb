import type { Db } from '../../db';
import type { DesksTable } from '../../db/types';

export type DeskRow = Omit<DesksTable, 'storage_json'> & { storage_json: string };

/** Every desk, by name. */
export function listDeskRows(db: Db): Promise<DeskRow[]> {
  return db.selectFrom('desks').selectAll().orderBy('name').orderBy('id').execute();
}

export function findDesk(db: Db, id: string): Promise<DeskRow | undefined> {
  return db.selectFrom('desks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDesk(db: Db, row: DeskRow): Promise<void> {
  await db.insertInto('desks').values(row).execute();
}

export async function updateDesk(
  db: Db,
  id: string,
  fields: Pick<DeskRow, 'name' | 'place' | 'hours' | 'contact' | 'storage_json' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('desks').set(fields).where('id', '=', id).execute();
}

export async function deleteDesk(db: Db, id: string): Promise<void> {
  // Not left to the foreign key's cascade: the order is plain on both databases.
  await db.deleteFrom('desk_keepers').where('desk_id', '=', id).execute();
  await db.deleteFrom('desks').where('id', '=', id).execute();
}

/** The keepers of every desk (or of one), with their current names, by name. */
export function keeperRows(db: Db, deskId?: string) {
  let q = db
    .selectFrom('desk_keepers as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.desk_id', 'u.id', 'u.name'])
    .orderBy('u.name')
    .orderBy('u.id');
  if (deskId) q = q.where('k.desk_id', '=', deskId);
  return q.execute();
}

export async function replaceKeepers(db: Db, deskId: string, userIds: string[]): Promise<void> {
  await db.deleteFrom('desk_keepers').where('desk_id', '=', deskId).execute();
  if (!userIds.length) return;
  await db
    .insertInto('desk_keepers')
    .values(userIds.map((user_id) => ({ desk_id: deskId, user_id })))
    .execute();
}

/** The ids among `ids` that are active keeper accounts. */
export async function activeKeeperIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('role', '=', 'keeper')
    .where('is_active', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The desks a keeper works at, by name (their first is where their items go). */
export function desksOfKeeper(db: Db, userId: string) {
  return db
    .selectFrom('desk_keepers as k')
    .innerJoin('desks as d', 'd.id', 'k.desk_id')
    .select(['d.id', 'd.name'])
    .where('k.user_id', '=', userId)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

/**
 * Items in custody per desk (docs/product.md#desks-and-the-queue): Found or Claimed, active,
 * not disposed. Read only, for the counts; items/ owns the table.
 */
export async function custodyCounts(db: Db, deskId?: string): Promise<Map<string, number>> {
  let q = db
    .selectFrom('items')
    .select(['desk_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('desk_id', 'is not', null)
    .where('status', 'in', ['Found', 'Claimed'])
    .where('is_active', '=', 1)
    .where('disposed_at', 'is', null)
    .groupBy('desk_id');
  if (deskId) q = q.where('desk_id', '=', deskId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.desk_id!, Number(r.n)]));
}
