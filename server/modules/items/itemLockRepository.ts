import type { Db, Dialect } from '../../db';
import type { ItemsTable } from '../../db/types';

/** What every check under the lock reads: the item, its state and who posted it. */
const LOCKED_COLUMNS = ['id', 'title', 'status', 'is_active', 'posted_by_id'] as const;

/**
 * One item's row, locked until the caller's transaction ends (PostgreSQL: FOR UPDATE; SQLite
 * runs one write transaction at a time), so what the caller checks cannot change before it
 * writes: LOCKED_COLUMNS and the caller's `more`.
 */
export function lockItemRow<C extends keyof ItemsTable & string>(
  db: Db,
  dialect: Dialect,
  id: string,
  more: readonly C[],
) {
  const q = db
    .selectFrom('items')
    .select([...LOCKED_COLUMNS, ...more])
    .where('id', '=', id);
  return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}
