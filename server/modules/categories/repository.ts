import { countRows, toCount } from '../../db/count';
import { newId, nowIso } from '../../lib/ids';
import type { Db } from '../../db';
import type { CategoryRow } from '../../db/types';

export const nameKey = (name: string): string => name.trim().toLowerCase();

export function listActive(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('name_key')
    .orderBy('id')
    .execute();
}

export const countAll = (db: Db): Promise<number> => countRows(db, 'categories');

export function pageOfAll(db: Db, limit: number, offset: number): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .orderBy('name_key')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findById(db: Db, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByKey(db: Db, key: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('name_key', '=', key).executeTakeFirst();
}

export async function insert(db: Db, row: CategoryRow): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function update(
  db: Db,
  id: string,
  changes: Partial<
    Pick<CategoryRow, 'name' | 'name_key' | 'description' | 'is_active' | 'retention_days'>
  > & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** Active categories (the admin dashboard's count). */
export async function countActive(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** Inserts the given names unless the table already has a category. */
export async function insertIfEmpty(db: Db, names: readonly string[]): Promise<void> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await db
    .insertInto('categories')
    .values(
      names.map((name) => ({
        id: newId(),
        name,
        name_key: nameKey(name),
        description: '',
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
}

/** An active category by its name, case-insensitively (items name their category). */
export function findActiveByName(db: Db, name: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('name_key', '=', nameKey(name))
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
