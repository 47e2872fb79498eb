import { toCount } from '../../db/count';
import type { Db } from '../../db';
import type { PlacesTable } from '../../db/types';
import type { PlaceEntry } from './resolvePlace';

/** A name or alias ready to store: its text and its folded key. */
export type PlaceTerm = { text: string; key: string };

/** Every place with its aliases in the admin's order (the directory's one read). */
export async function listEntries(db: Db): Promise<(PlaceEntry & { updatedAt: string })[]> {
  const [places, aliases] = await Promise.all([
    db.selectFrom('places').select(['id', 'name', 'updated_at']).execute(),
    db
      .selectFrom('place_names')
      .select(['place_id', 'text'])
      .where('is_alias', '=', 1)
      .orderBy('place_id')
      .orderBy('position')
      .execute(),
  ]);
  const aliasesOf = new Map<string, string[]>();
  for (const a of aliases) {
    const list = aliasesOf.get(a.place_id);
    if (list) list.push(a.text);
    else aliasesOf.set(a.place_id, [a.text]);
  }
  return places.map((p) => ({
    id: p.id,
    name: p.name,
    aliases: aliasesOf.get(p.id) ?? [],
    updatedAt: p.updated_at,
  }));
}

export function findById(db: Db, id: string): Promise<PlacesTable | undefined> {
  return db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function aliasesOf(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('place_names')
    .select('text')
    .where('place_id', '=', id)
    .where('is_alias', '=', 1)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.text);
}

export async function countPlaces(db: Db): Promise<number> {
  const row = await db
    .selectFrom('places')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** The keys among `keys` that another place already holds, with that place's name. */
export function takenKeys(db: Db, keys: string[], exceptPlaceId: string | null) {
  let query = db
    .selectFrom('place_names as n')
    .innerJoin('places as p', 'p.id', 'n.place_id')
    .select(['n.key', 'p.name'])
    .where('n.key', 'in', keys);
  if (exceptPlaceId) query = query.where('n.place_id', '<>', exceptPlaceId);
  return query.execute();
}

export async function insertPlace(db: Db, row: PlacesTable): Promise<void> {
  await db.insertInto('places').values(row).execute();
}

export async function updatePlace(db: Db, id: string, name: string, updatedAt: string) {
  await db
    .updateTable('places')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/** Replaces the place's name and aliases (the name at position 0). */
export async function replaceTerms(db: Db, placeId: string, name: PlaceTerm, aliases: PlaceTerm[]) {
  await db.deleteFrom('place_names').where('place_id', '=', placeId).execute();
  await db
    .insertInto('place_names')
    .values([
      { key: name.key, place_id: placeId, text: name.text, is_alias: 0, position: 0 },
      ...aliases.map((a, i) => ({
        key: a.key,
        place_id: placeId,
        text: a.text,
        is_alias: 1 as const,
        position: i + 1,
      })),
    ])
    .execute();
}

export async function deletePlace(db: Db, id: string): Promise<void> {
  // Not left to the foreign key's cascade: the order is plain on both databases.
  await db.deleteFrom('place_names').where('place_id', '=', id).execute();
  await db.deleteFrom('places').where('id', '=', id).execute();
}

/** Every change to places bumps it, in the change's transaction (placeDirectory.ts). */
export async function bumpVersion(db: Db): Promise<void> {
  await db
    .updateTable('places_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('places_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? -1);
}
