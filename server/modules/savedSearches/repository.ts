import { toCount } from '../../db/count';
import type { Db, Dialect } from '../../db';
import type { CategoryRow, SavedSearchesTable } from '../../db/types';
import type { Selectable } from 'kysely';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** A saved search with its category (null for any category), as the list shows it. */
export type SavedSearchView = SavedSearchRow & { category: CategoryRow | null };

/** What one search is, for the duplicate check (the unique index of migration 016). */
export type SearchKey = Pick<
  SavedSearchRow,
  'user_id' | 'words' | 'status' | 'category_id' | 'posted_within' | 'place_id'
>;

function withCategory(db: Db) {
  return db
    .selectFrom('saved_searches as s')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select([
      'c.id as c_id',
      'c.name as c_name',
      'c.name_key as c_name_key',
      'c.description as c_description',
      'c.is_active as c_is_active',
      'c.created_at as c_created_at',
      'c.updated_at as c_updated_at',
      'c.retention_days as c_retention_days',
    ]);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withCategory>['execute']>>[number];

function toView(r: JoinedRow): SavedSearchView {
  const { c_id, c_name, c_name_key, c_description, c_is_active, c_created_at, c_updated_at } = r;
  const { c_retention_days } = r;
  const category =
    c_id === null
      ? null
      : {
          id: c_id,
          name: c_name!,
          name_key: c_name_key!,
          description: c_description!,
          is_active: c_is_active!,
          created_at: c_created_at!,
          updated_at: c_updated_at!,
          retention_days: c_retention_days!,
        };
  return {
    id: r.id,
    user_id: r.user_id,
    search: r.search,
    words: r.words,
    key_word: r.key_word,
    status: r.status,
    category_id: r.category_id,
    posted_within: r.posted_within,
    place_id: r.place_id,
    created_at: r.created_at,
    category,
  };
}

/** A user's saved searches, newest first. */
export async function listOf(db: Db, userId: string, limit: number): Promise<SavedSearchView[]> {
  const rows = await withCategory(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toView);
}

/** The user's saved search that is this search, if they saved it already. */
export async function findSame(db: Db, key: SearchKey): Promise<SavedSearchView | undefined> {
  const row = await withCategory(db)
    .where('s.user_id', '=', key.user_id)
    .where('s.words', '=', key.words)
    .where('s.status', '=', key.status)
    .where('s.category_id', '=', key.category_id)
    .where('s.place_id', '=', key.place_id)
    .where('s.posted_within', '=', key.posted_within)
    .executeTakeFirst();
  return row && toView(row);
}

export async function countOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function insertSavedSearch(db: Db, row: SavedSearchRow): Promise<void> {
  await db.insertInto('saved_searches').values(row).execute();
}

/** Deletes the user's saved search and its alerts; false when they have none by that id. */
export async function deleteOwn(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether a category id names an active category (a read of the categories table). */
export async function isActiveCategory(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the user's row until the transaction ends (PostgreSQL only: SQLite writes one at a time). */
export async function lockOwner(db: Db, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
