import { desksOfKeeper } from './repository';
import type { Db } from '../../db';

/**
 * Where an item goes when a keeper takes it on (docs/product.md#desks): the keeper's first desk
 * by name, unless it is already at one of their desks; null when it stays where it is (also when
 * the keeper has no desk). Pass the transaction of the assignment.
 */
export async function keeperDeskFor(
  db: Db,
  keeperId: string,
  currentDeskId: string | null,
): Promise<{ id: string; name: string } | null> {
  const desks = await desksOfKeeper(db, keeperId);
  if (!desks.length || desks.some((d) => d.id === currentDeskId)) return null;
  return desks[0];
}
