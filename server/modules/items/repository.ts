import { sql } from 'kysely';
import { chunksOf } from '../../lib/chunks';
import { reusableQuery } from '../../db/reusableQuery';
import { OPEN_STATUSES, claimChange } from './statusRules';
import type { Db } from '../../db';
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Database, ItemRow, ItemsTable } from '../../db/types';

/**
 * An item with the names the API shows (category, poster, keeper, claimant). Its photo's colour
 * names are evidence for matching alone (server/modules/matching), never shown, so not read here.
 */
export type ItemView = Omit<
  ItemRow,
  | 'disposal_warned_at'
  | 'photo_colours'
  | 'claimed_from_status'
  | 'labelled_at'
  | 'disposal_batch_id'
  | 'import_id'
  | 'import_key'
  | 'office_ref'
> & {
  /** The desk holding it (migration 020), shown to everyone; null while none does. */
  desk_name: string | null;
  desk_place: string | null;
  desk_hours: string | null;
  category_name: string;
  poster_name: string;
  keeper_name: string | null;
  claimed_by_name: string | null;
  /** The Found item a Lost report closed with (closed_with_id), for the Item's `closedAs`. */
  closed_with_ref_no: number | null;
  closed_with_created_at: string | null;
  closed_with_title: string | null;
  closed_with_status: ItemRow['status'] | null;
  /** Who may see that item, and so its link (itemVisibility.ts). */
  closed_with_active: number | null;
  closed_with_poster_id: string | null;
  /** The Lost report a Found item answers (found_for_id), for the Item's `foundFor`. */
  found_for_ref_no: number | null;
  found_for_created_at: string | null;
  found_for_title: string | null;
  found_for_status: ItemRow['status'] | null;
  found_for_active: number | null;
  found_for_poster_id: string | null;
};

export const itemViews = (db: Db) =>
  db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .innerJoin('users as p', 'p.id', 'i.posted_by_id')
    .leftJoin('users as k', 'k.id', 'i.keeper_id')
    .leftJoin('users as cl', 'cl.id', 'i.claimed_by_id')
    .leftJoin('items as cw', 'cw.id', 'i.closed_with_id')
    .leftJoin('items as ff', 'ff.id', 'i.found_for_id')
    .leftJoin('desks as d', 'd.id', 'i.desk_id')
    .select([
      'i.id',
      'i.title',
      'i.description',
      'i.status',
      'i.category_id',
      'i.location',
      'i.image_key',
      'i.posted_by_id',
      'i.keeper_id',
      'i.claimed_by_id',
      'i.is_active',
      'i.created_at',
      'i.updated_at',
      'i.returned_at',
      'i.ref_no',
      'i.ownership_json',
      'i.storage_location',
      'i.disposal_method',
      'i.disposed_at',
      'i.disposal_note',
      'c.name as category_name',
      'p.name as poster_name',
      'k.name as keeper_name',
      'cl.name as claimed_by_name',
      'i.closed_reason',
      'i.closed_at',
      'i.closed_note',
      'i.closed_with_id',
      'i.found_for_id',
      'cw.ref_no as closed_with_ref_no',
      'cw.created_at as closed_with_created_at',
      'cw.title as closed_with_title',
      'cw.status as closed_with_status',
      'cw.is_active as closed_with_active',
      'cw.posted_by_id as closed_with_poster_id',
      'ff.ref_no as found_for_ref_no',
      'ff.created_at as found_for_created_at',
      'ff.title as found_for_title',
      'ff.status as found_for_status',
      'ff.is_active as found_for_active',
      'ff.posted_by_id as found_for_poster_id',
      'i.desk_id',
      'd.name as desk_name',
      'd.place as desk_place',
      'd.hours as desk_hours',
      'i.finder_name',
      'i.finder_contact',
      'i.finder_notify',
      'i.finder_notified_at',
      'i.found_on',
    ]);

// An item page reads both: compiled once (docs/performance.md#request-path).
const itemViewById = reusableQuery(
  'item_view_by_id',
  (db, [id]) => itemViews(db).where('i.id', '=', id as string),
  { prepare: true },
);
const itemById = reusableQuery('item_by_id', (db, [id]) =>
  db
    .selectFrom('items')
    .selectAll()
    .where('id', '=', id as string),
);

export async function findItemView(db: Db, id: string): Promise<ItemView | undefined> {
  return (await itemViewById(db, [id]))[0];
}

export async function findItem(db: Db, id: string): Promise<ItemRow | undefined> {
  return (await itemById(db, [id]))[0];
}

export async function insertItem(db: Db, row: Insertable<ItemsTable>): Promise<void> {
  await db.insertInto('items').values(row).execute();
}

export async function updateItemRow(
  db: Db,
  id: string,
  changes: Omit<Updateable<ItemsTable>, 'id'>,
): Promise<void> {
  await db.updateTable('items').set(changes).where('id', '=', id).execute();
}

/** The race-safe claim: exactly one concurrent caller changes the row. */
export async function claimIfOpen(db: Db, id: string, userId: string, now: string) {
  const res = await db
    .updateTable('items')
    // The status it leaves, for a withdrawal or release to restore (statusRules.ts).
    .set({ ...claimChange(userId, now), claimed_from_status: sql<'Lost' | 'Found'>`status` })
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('status', 'in', OPEN_STATUSES)
    .where('claimed_by_id', 'is', null)
    .where('posted_by_id', '!=', userId)
    // Nobody claims an item they keep (they could then hand it over to themself).
    .where((eb) => eb.or([eb('keeper_id', 'is', null), eb('keeper_id', '!=', userId)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Sets a keeper; with `onlyIfNone` only when the item has none yet (keeper self-assignment). */
export async function setKeeper(
  db: Db,
  id: string,
  keeperId: string,
  now: string,
  onlyIfNone: boolean,
): Promise<boolean> {
  let q = db
    .updateTable('items')
    .set({ keeper_id: keeperId, updated_at: now })
    .where('id', '=', id)
    // The claimant never keeps the item they claimed.
    .where((eb) => eb.or([eb('claimed_by_id', 'is', null), eb('claimed_by_id', '!=', keeperId)]));
  if (onlyIfNone) q = q.where('keeper_id', 'is', null);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Items `userId` posted, claimed or keeps (`items as i`). */
const involves = (userId: string) => (eb: ExpressionBuilder<Database & { i: ItemsTable }, 'i'>) =>
  eb.or([
    eb('i.posted_by_id', '=', userId),
    eb('i.claimed_by_id', '=', userId),
    eb('i.keeper_id', '=', userId),
  ]);

/** Items I posted, claimed or keep, active only, newest first. */
export async function myItemsPage(db: Db, userId: string, limit: number, offset: number) {
  const rows = await itemViews(db)
    .where('i.is_active', '=', 1)
    .where(involves(userId))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('items as i')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('i.is_active', '=', 1)
    .where(involves(userId))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/**
 * Reserves `count` consecutive reference numbers and answers the first. Inside the inserting
 * transaction: the counter row is locked until it commits, so numbers are never shared.
 */
export async function takeRefNos(db: Db, count = 1): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'item_ref')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}

/**
 * Inserts imported items, each unless an item holds its `import_key` already: the ids inserted.
 * 400 rows a statement (under SQLite's 32,766 parameters).
 */
export async function insertItemsUnlessImported(
  db: Db,
  rows: Insertable<ItemsTable>[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const some of chunksOf(rows, 400)) {
    const res = await db
      .insertInto('items')
      .values(some)
      .onConflict((oc) => oc.column('import_key').doNothing())
      .returning('id')
      .execute();
    for (const r of res) inserted.add(r.id);
  }
  return inserted;
}

export function itemsByImportKey(db: Db, keys: string[]) {
  return db
    .selectFrom('items')
    .select(['import_key', 'ref_no', 'created_at'])
    .where('import_key', 'in', keys)
    .execute();
}

/** An item of the import that is no longer simply held (claimed, returned, disposed of). */
export function firstMovedOnImported(db: Db, importId: string) {
  return db
    .selectFrom('items')
    .select(['ref_no', 'created_at', 'status', 'claimed_by_id', 'disposed_at'])
    .where('import_id', '=', importId)
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'Found'),
        eb('claimed_by_id', 'is not', null),
        eb('disposed_at', 'is not', null),
      ]),
    )
    .orderBy('ref_no')
    .limit(1)
    .executeTakeFirst();
}

export async function idsOfImport(db: Db, importId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .where('import_id', '=', importId)
    .where('is_active', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/** The import's items removed, their keys given back (undo). */
export async function retireImported(db: Db, importId: string, now: string): Promise<void> {
  await db
    .updateTable('items')
    .set({ is_active: 0, import_key: null, updated_at: now })
    .where('import_id', '=', importId)
    .execute();
}
