import type { Db } from './index';
import type { Database } from './types';

/** PostgreSQL answers COUNT(*) as a string, SQLite as a number. */
export const toCount = (value: string | number | bigint | null | undefined): number =>
  Number(value ?? 0);

/** Every row of one table, counted (the admin lists' totals). */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
