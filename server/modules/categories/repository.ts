import type { Db } from '../../db';
import type { CategoryRow } from '../../db/types';
import { toCount } from '../admin/query';

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

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

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
  changes: Partial<Pick<CategoryRow, 'name' | 'name_key' | 'description' | 'is_active'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** A unique-constraint failure on either dialect (a concurrent create with the same name). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}
