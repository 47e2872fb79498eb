import { deskIdsOfKeeper } from '../desks';
import type { AuthUser } from '../auth';
import type { Db } from '../../db';
import type { ItemRow } from '../../db/types';

/** Who holds an item for the office: a keeper in person, a desk, or both. */
export type Held = Pick<ItemRow, 'keeper_id' | 'desk_id'>;

/**
 * The desks a user is on duty at: a keeper's own desks (docs/product.md#desks); none for anyone
 * else (an admin acts for every desk without being on one).
 */
export async function dutyDesks(db: Db, user: AuthUser): Promise<string[]> {
  return user.role === 'keeper' ? deskIdsOfKeeper(db, user.userId) : [];
}

/**
 * Whether the user acts for the office on this item (docs/product.md#who-acts-for-the-office):
 * any admin, the item's keeper, or a keeper of the desk that holds it. Custody is the desk's,
 * not one person's: the next shift at the desk finishes what the first started. `desks` are the
 * user's, as `dutyDesks` reads them (once for a whole selection).
 */
export const actsForOfficeAt = (user: AuthUser, item: Held, desks: readonly string[]): boolean =>
  user.role === 'admin' ||
  (item.keeper_id !== null && item.keeper_id === user.userId) ||
  (item.desk_id !== null && desks.includes(item.desk_id));

/** `actsForOfficeAt` for one item, reading the user's desks only when it matters. */
export async function canActForOffice(db: Db, user: AuthUser, item: Held): Promise<boolean> {
  if (actsForOfficeAt(user, item, [])) return true;
  return item.desk_id !== null && actsForOfficeAt(user, item, await dutyDesks(db, user));
}
