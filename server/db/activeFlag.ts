import { nowIso } from '../lib/ids';
import type { Db } from './index';

/**
 * Turns an account or an item on or off (the admin's activate switch): one shape for the two
 * tables that carry `is_active`, each still written only through its owner's repository.
 */
export async function setActiveFlag(
  db: Db,
  table: 'users' | 'items',
  id: string,
  active: boolean,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
