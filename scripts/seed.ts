/**
 * `npm run seed`: demo data through the real database layer (same config as the server:
 * DATA_DIR / DATABASE_URL). Safe to run twice: existing categories and accounts are kept, and
 * items are only added when the demo accounts have posted none yet.
 */
import sharp from 'sharp';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db';
import { migrateToLatest } from '../server/db/migrate';
import { newId } from '../server/lib/ids';
import { hashPassword } from '../server/lib/secrets';
import { createDiskImageStore } from '../server/storage/imageStore';
import {
  processItemImage,
  storeItemImage,
  type ProcessedImage,
} from '../server/storage/itemImages';
import { CATEGORY_NAMES, itemText } from './bench/seedLarge';
import type { ItemsTable, UsersTable } from '../server/db/types';

const PASSWORD = 'password123';
const ITEM_COUNT = 300;
const PHOTO_COUNT = 20;

const ACCOUNTS: { email: string; name: string; role: UsersTable['role'] }[] = [
  { email: 'admin@lostfound.local', name: 'Ada Admin', role: 'admin' },
  { email: 'keeper@lostfound.local', name: 'Kim Keeper', role: 'keeper' },
  { email: 'keeper2@lostfound.local', name: 'Kai Keeper', role: 'keeper' },
  { email: 'student@lostfound.local', name: 'Sam Student', role: 'user' },
  { email: 'alice@lostfound.local', name: 'Alice Moreno', role: 'user' },
  { email: 'bob@lostfound.local', name: 'Bob Okafor', role: 'user' },
  { email: 'chen@lostfound.local', name: 'Chen Wei', role: 'user' },
  { email: 'dana@lostfound.local', name: 'Dana Fischer', role: 'user' },
];

/** A small deterministic PRNG so every run produces the same catalogue. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient "photo" with a label, run through the same pipeline as uploads. */
async function demoPhoto(n: number, label: string): Promise<ProcessedImage> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="${300 + ((n * 97) % 600)}" cy="${250 + ((n * 61) % 400)}" r="${120 + (n % 5) * 30}"
      fill="rgba(255,255,255,0.25)"/>
    <text x="600" y="480" font-family="sans-serif" font-size="96" font-weight="bold"
      text-anchor="middle" fill="white">${escapeXml(label)}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return processItemImage(png);
}

async function ensureCategories(db: Db): Promise<Map<string, string>> {
  const now = new Date().toISOString();
  for (const name of CATEGORY_NAMES) {
    const key = name.toLowerCase();
    const found = await db
      .selectFrom('categories')
      .select('id')
      .where('name_key', '=', key)
      .executeTakeFirst();
    if (!found) {
      await db
        .insertInto('categories')
        .values({
          id: newId(),
          name,
          name_key: key,
          description: `${name} found or lost on campus`,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function ensureAccounts(db: Db): Promise<Map<string, string>> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const ids = new Map<string, string>();
  for (const account of ACCOUNTS) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (found) {
      ids.set(account.email, found.id);
      continue;
    }
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        name: account.name,
        email: account.email,
        password_hash: hash,
        role: account.role,
        is_active: 1,
        is_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    ids.set(account.email, id);
  }
  return ids;
}

async function main() {
  const config = loadConfig();
  const { db, dialect, close } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const categories = await ensureCategories(db);
    const users = await ensureAccounts(db);
    const existing = await db
      .selectFrom('items')
      .select('id')
      .where('posted_by_id', 'in', [...users.values()])
      .limit(1)
      .execute();
    if (existing.length) {
      console.log('Demo items already present; categories and accounts checked.');
    } else {
      await seedItems(db, config.dataDir, categories, users);
    }
    console.log('\nDemo logins (password for all: password123):');
    for (const a of ACCOUNTS) console.log(`  ${a.role.padEnd(6)}  ${a.email}`);
  } finally {
    await close();
  }
}

async function seedItems(
  db: Db,
  dataDir: string,
  categories: Map<string, string>,
  users: Map<string, string>,
) {
  const store = createDiskImageStore(dataDir);
  const rand = mulberry32(20250101);
  const people = ACCOUNTS.filter((a) => a.role === 'user').map((a) => users.get(a.email) as string);
  const keepers = ACCOUNTS.filter((a) => a.role === 'keeper').map(
    (a) => users.get(a.email) as string,
  );
  console.log(`Generating ${PHOTO_COUNT} demo photos ...`);
  // A few variants per category, labelled with it, so an item's photo matches its category.
  const photos = new Map<string, ProcessedImage[]>();
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const category = CATEGORY_NAMES[i % CATEGORY_NAMES.length];
    const list = photos.get(category) ?? [];
    list.push(await demoPhoto(i, category));
    photos.set(category, list);
  }

  console.log(`Adding ${ITEM_COUNT} items ...`);
  const span = 60 * 24 * 3600 * 1000;
  const start = Date.now() - span;
  for (let i = 0; i < ITEM_COUNT; i++) {
    const text = itemText(i, rand);
    const poster = people[Math.floor(rand() * people.length)];
    const roll = rand();
    const status: ItemsTable['status'] =
      roll < 0.4 ? 'Lost' : roll < 0.75 ? 'Found' : roll < 0.9 ? 'Claimed' : 'Returned';
    const others = people.filter((p) => p !== poster);
    const claimant =
      status === 'Claimed' || status === 'Returned'
        ? others[Math.floor(rand() * others.length)]
        : null;
    const created = new Date(start + Math.floor((span * i) / ITEM_COUNT)).toISOString();
    const id = newId();
    const variants = photos.get(text.category) ?? [];
    const imageKey =
      rand() < 0.75 && variants.length
        ? await storeItemImage(store, id, variants[Math.floor(rand() * variants.length)])
        : null;
    await db
      .insertInto('items')
      .values({
        id,
        title: text.title,
        description: text.description,
        status,
        category_id: categories.get(text.category) as string,
        location: text.location,
        image_key: imageKey,
        posted_by_id: poster,
        keeper_id: rand() < 0.3 ? keepers[Math.floor(rand() * keepers.length)] : null,
        claimed_by_id: claimant,
        is_active: 1,
        created_at: created,
        updated_at: created,
        returned_at: status === 'Returned' ? created : null,
      })
      .execute();
  }
  console.log(`Added ${ITEM_COUNT} items (photos under ${dataDir}/uploads).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
