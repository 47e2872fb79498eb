import { newId } from '../../server/lib/ids';
import type { Db } from '../../server/db';

/** The demo office's desks (docs/product.md#office): where items are kept and collected. */
export const DESKS: {
  key: DeskKey;
  name: string;
  place: string;
  hours: string;
  contact: string;
  storage: string[];
  keepers: string[];
}[] = [
  {
    key: 'library',
    name: 'Library desk',
    place: 'Main Library, ground floor',
    hours: 'Mon-Fri 8:30-20:00, Sat 10:00-16:00',
    contact: 'library-desk@lostfound.local',
    storage: ['Shelf A1', 'Shelf A2', 'Shelf B1', 'Bin 1', 'Bin 2'],
    keepers: ['keeper@lostfound.local'],
  },
  {
    key: 'security',
    name: 'Campus Security',
    place: 'Main Gate, security office',
    hours: 'Open 24 hours, every day',
    contact: '+1 555 0100',
    storage: ['Shelf B3', 'Shelf B4', 'Bin 3', 'Safe'],
    keepers: ['keeper2@lostfound.local'],
  },
  {
    key: 'union',
    name: 'Student Union desk',
    place: 'Student Union, reception',
    hours: 'Mon-Fri 10:00-18:00',
    contact: 'su-desk@lostfound.local',
    storage: ['Shelf C1', 'Bin 4', 'Cabinet 2'],
    keepers: ['keeper@lostfound.local', 'keeper2@lostfound.local'],
  },
];

export type DeskKey = 'library' | 'security' | 'union';
export type SeededDesk = { id: string; name: string; created: boolean };

/**
 * Creates the demo desks whose name no desk holds yet and gives them their keepers; a desk an
 * admin already made under that name keeps its details. Ids by key.
 */
export async function ensureDesks(
  db: Db,
  users: Map<string, string>,
): Promise<Map<DeskKey, SeededDesk>> {
  const desks = new Map<DeskKey, SeededDesk>();
  for (const desk of DESKS) {
    const found = await db
      .selectFrom('desks')
      .select('id')
      .where('name', '=', desk.name)
      .executeTakeFirst();
    if (found) {
      desks.set(desk.key, { id: found.id, name: desk.name, created: false });
      continue;
    }
    const id = newId();
    const now = new Date().toISOString();
    await db
      .insertInto('desks')
      .values({
        id,
        name: desk.name,
        place: desk.place,
        hours: desk.hours,
        contact: desk.contact,
        storage_json: JSON.stringify(desk.storage),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const keepers = desk.keepers.map((email) => users.get(email)).filter((u) => u !== undefined);
    if (keepers.length) {
      await db
        .insertInto('desk_keepers')
        .values(keepers.map((user_id) => ({ desk_id: id, user_id })))
        .execute();
    }
    desks.set(desk.key, { id, name: desk.name, created: true });
  }
  return desks;
}
