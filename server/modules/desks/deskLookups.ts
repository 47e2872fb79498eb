import { desksOfKeeper, findDesk } from './repository';
import type { Db } from '../../db';

export type DeskName = { id: string; name: string };

/** A desk's id and name, for other modules moving items to it; undefined when there is none. */
export async function deskName(db: Db, id: string): Promise<DeskName | undefined> {
  const row = await findDesk(db, id);
  return row && { id: row.id, name: row.name };
}

/** The ids of the desks a keeper works at (docs/product.md#desks). */
export async function deskIdsOfKeeper(db: Db, userId: string): Promise<string[]> {
  return (await desksOfKeeper(db, userId)).map((d) => d.id);
}
