import { desksOfKeeper, findDesk, keeperRows } from './repository';
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

/** The ids of a desk's keepers: who is on duty there (docs/product.md#who-acts-for-the-office). */
export async function keeperIdsOfDesk(db: Db, deskId: string): Promise<string[]> {
  return (await keeperRows(db, deskId)).map((k) => k.id);
}
