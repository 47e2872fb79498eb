import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/lib/secrets';
import { createSession } from '../../server/modules/auth/sessions';
import { takeRefNos } from '../../server/modules/items/repository';
import type { Db } from '../../server/db';
import type { Insertable } from 'kysely';
import type { ItemsTable } from '../../server/db/types';

/** Words the generated items are made of; the benchmark searches for them. */
export const COLOURS = [
  'black',
  'white',
  'red',
  'blue',
  'green',
  'grey',
  'silver',
  'pink',
  'brown',
  'yellow',
];
export const THINGS: Record<string, string[]> = {
  Electronics: [
    'laptop',
    'phone',
    'charger',
    'earbuds',
    'headphones',
    'calculator',
    'tablet',
    'mouse',
  ],
  'ID Cards': ['student card', 'library card', 'driving licence', 'badge', 'passport'],
  Keys: ['car keys', 'bike key', 'locker key', 'keyring', 'house keys'],
  Bags: ['backpack', 'tote bag', 'purse', 'wallet', 'gym bag', 'pencil case'],
  Clothing: ['hoodie', 'jacket', 'scarf', 'cap', 'gloves', 'umbrella', 'sweater'],
  Books: ['textbook', 'notebook', 'novel', 'lab manual', 'sketchbook'],
  'Water Bottles': ['water bottle', 'flask', 'thermos', 'tumbler'],
  Other: ['watch', 'glasses', 'ring', 'bracelet', 'skateboard', 'football'],
};
export const BRANDS = [
  'Apple',
  'Dell',
  'Samsung',
  'Nike',
  'Adidas',
  'Casio',
  'Lenovo',
  'Sony',
  'HP',
  'Jansport',
];
export const LOCATIONS = [
  'Main library, 2nd floor',
  'Library reading room',
  'Student union cafe',
  'Cafeteria near the entrance',
  'Engineering building lab 3',
  'Science block lecture hall B',
  'Gym changing rooms',
  'Sports field bleachers',
  'Bus stop outside the main gate',
  'Parking lot C',
  'Chemistry lab',
  'Computer lab 104',
  'Dormitory laundry room',
  'Music building practice room',
  'Art studio',
  'Lecture theatre 1',
];
export const DETAILS = [
  'Has a small scratch on the back.',
  'With a sticker of a cat on it.',
  'Name written inside in marker.',
  'Left on a table after the morning lecture.',
  'Found under a chair near the window.',
  'In a clear plastic case.',
  'Slightly worn, still works.',
  'Initials engraved on the side.',
];

export const CATEGORY_NAMES = Object.keys(THINGS);
export const SEARCH_WORDS = [
  ...COLOURS,
  ...BRANDS.map((b) => b.toLowerCase()),
  ...Object.values(THINGS)
    .flat()
    .flatMap((t) => t.split(' ')),
  'library',
  'cafe',
  'gym',
  'lab',
  'parking',
  'lecture',
];

const pick = <T>(list: T[], n: number): T => list[n % list.length];

/** Deterministic, varied fields for item number n (also used by the demo seed). */
export function itemText(n: number, rand: () => number = Math.random) {
  const category = pick(CATEGORY_NAMES, Math.floor(rand() * 1e6));
  const thing = pick(THINGS[category], Math.floor(rand() * 1e6));
  const colour = pick(COLOURS, Math.floor(rand() * 1e6));
  const brand = pick(BRANDS, Math.floor(rand() * 1e6));
  const title = `${colour[0].toUpperCase()}${colour.slice(1)} ${brand} ${thing}`;
  const description = `${title}. ${pick(DETAILS, Math.floor(rand() * 1e6))} ${pick(DETAILS, n)}`;
  return { category, title, description, location: pick(LOCATIONS, Math.floor(rand() * 1e6)) };
}

const newId = () => randomBytes(12).toString('hex');

/**
 * Bulk data for benchmarks: categories, `users` users sharing one password hash, `items` items
 * spread over the past year (inserted oldest first), and an admin with a session.
 */
export async function seedLarge(
  db: Db,
  opts: { items: number; users: number; log?: (line: string) => void },
): Promise<{ adminToken: string }> {
  const log = opts.log ?? (() => undefined);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const categoryIds = new Map<string, string>();
  await db
    .insertInto('categories')
    .values(
      CATEGORY_NAMES.map((name) => {
        const id = newId();
        categoryIds.set(name, id);
        return {
          id,
          name,
          name_key: name.toLowerCase(),
          description: '',
          is_active: 1 as const,
          created_at: iso(now),
          updated_at: iso(now),
        };
      }),
    )
    .execute();

  const passwordHash = await hashPassword('password123');
  const userIds: string[] = [];
  const adminId = newId();
  const batch = 500;
  for (let start = 0; start < opts.users; start += batch * 10) {
    await db.transaction().execute(async (trx) => {
      for (let b = start; b < Math.min(opts.users, start + batch * 10); b += batch) {
        const rows = [];
        for (let i = b; i < Math.min(opts.users, b + batch); i++) {
          const id = i === 0 ? adminId : newId();
          userIds.push(id);
          rows.push({
            id,
            name: i === 0 ? 'Bench Admin' : `Student ${i}`,
            email: i === 0 ? 'bench-admin@lostfound.local' : `student${i}@lostfound.local`,
            password_hash: passwordHash,
            role: (i === 0 ? 'admin' : i % 500 === 1 ? 'keeper' : 'user') as 'user',
            is_active: 1 as const,
            is_verified: 1 as const,
            created_at: iso(now - (opts.users - i) * 60_000),
            updated_at: iso(now),
          });
        }
        await trx.insertInto('users').values(rows).execute();
      }
    });
  }
  log(`  ${opts.users} users`);

  const statuses: ItemsTable['status'][] = [
    'Lost',
    'Found',
    'Lost',
    'Found',
    'Claimed',
    'Returned',
  ];
  const span = 365 * 24 * 3600 * 1000;
  for (let start = 0; start < opts.items; start += batch * 10) {
    await db.transaction().execute(async (trx) => {
      for (let b = start; b < Math.min(opts.items, start + batch * 10); b += batch) {
        const rows: Insertable<ItemsTable>[] = [];
        const end = Math.min(opts.items, b + batch);
        const firstRef = await takeRefNos(trx, end - b);
        for (let i = b; i < end; i++) {
          const text = itemText(i);
          const status = pick(statuses, i * 7 + (i >> 3));
          const created = iso(now - span + Math.floor((span * i) / opts.items));
          rows.push({
            id: newId(),
            title: text.title,
            description: text.description,
            status,
            category_id: categoryIds.get(text.category) as string,
            location: text.location,
            image_key: null,
            posted_by_id: pick(userIds, i * 31),
            keeper_id: i % 5 === 0 ? pick(userIds, 1) : null,
            claimed_by_id:
              status === 'Claimed' || status === 'Returned' ? pick(userIds, i * 17 + 3) : null,
            is_active: i % 50 === 0 ? 0 : 1,
            created_at: created,
            updated_at: created,
            returned_at: status === 'Returned' ? created : null,
            ref_no: firstRef + (i - b),
          });
        }
        await trx.insertInto('items').values(rows).execute();
      }
    });
    if ((start / (batch * 10)) % 4 === 3)
      log(`  ${Math.min(opts.items, start + batch * 10)} items`);
  }
  log(`  ${opts.items} items`);
  const { token } = await createSession(db, adminId);
  return { adminToken: token };
}
