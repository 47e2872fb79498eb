import { newId } from '../../server/lib/ids';
import { placeKey } from '../../server/modules/places/foldPlace';
import * as places from '../../server/modules/places/repository';
import type { Db } from '../../server/db';

/**
 * A campus's places with the names students give them (docs/product.md#places), covering the
 * locations the demo items are posted with (scripts/bench/seedLarge.ts LOCATIONS).
 */
export const PLACES: { name: string; aliases: string[] }[] = [
  { name: 'Main Library', aliases: ['Library', 'Lib', 'Reading room', 'Learning commons'] },
  { name: 'Student Union', aliases: ['SU', 'Union', 'Union building', 'The Hub'] },
  { name: 'Cafeteria', aliases: ['Canteen', 'Dining hall', 'Food court'] },
  {
    name: 'Engineering Building',
    aliases: ['EB', 'Eng building', 'Eng bldg', 'Engineering block'],
  },
  { name: 'Science Block', aliases: ['SB', 'Science building', 'Sci block'] },
  { name: 'Chemistry Building', aliases: ['Chem building', 'Chemistry lab', 'Chem labs'] },
  { name: 'Computer Centre', aliases: ['Computer lab', 'Computer labs', 'IT centre'] },
  { name: 'Sports Centre', aliases: ['Gym', 'Gymnasium', 'Rec centre', 'Changing rooms'] },
  { name: 'Sports Field', aliases: ['Playing field', 'Bleachers', 'Athletics track'] },
  { name: 'Main Gate', aliases: ['Front gate', 'Main entrance', 'Gatehouse'] },
  { name: 'Parking Lot C', aliases: ['Lot C', 'Car park C'] },
  { name: 'Residence Halls', aliases: ['Dorms', 'Dormitory', 'Halls of residence'] },
  { name: 'Music Building', aliases: ['Music block', 'Practice rooms'] },
  { name: 'Art Studios', aliases: ['Art studio', 'Art block'] },
  { name: 'Lecture Theatre Block', aliases: ['LT block', 'Lecture theatres', 'Lecture theatre'] },
];

/** Adds the demo places whose name no place holds yet; an admin's own list is left as it is. */
export async function ensurePlaces(db: Db): Promise<number> {
  let added = 0;
  for (const place of PLACES) {
    const name = { text: place.name, key: placeKey(place.name) };
    const aliases = place.aliases.map((text) => ({ text, key: placeKey(text) }));
    const keys = [name.key, ...aliases.map((a) => a.key)];
    if ((await places.takenKeys(db, keys, null)).length) continue;
    const now = new Date().toISOString();
    const id = newId();
    await db.transaction().execute(async (trx) => {
      await places.insertPlace(trx, { id, name: place.name, created_at: now, updated_at: now });
      await places.replaceTerms(trx, id, name, aliases);
      await places.bumpVersion(trx);
    });
    added++;
  }
  return added;
}
