import { newId } from '../../server/lib/ids';
import { takeRefNos } from '../../server/modules/items/repository';
import { createDiskImageStore } from '../../server/storage/imageStore';
import { storeItemImage, type ProcessedImage } from '../../server/storage/itemImages';
import { CATEGORY_NAMES, itemText } from '../bench/seedLarge';
import { ACCOUNTS } from './accounts';
import { DESKS, type DeskKey, type SeededDesk } from './desks';
import { demoPhoto } from './demoPhoto';
import { mulberry32 } from './random';
import type { Db } from '../../server/db';
import type { ItemsTable } from '../../server/db/types';

const ITEM_COUNT = 300;
const PHOTO_COUNT = 20;

export async function seedItems(
  db: Db,
  dataDir: string,
  categories: Map<string, string>,
  users: Map<string, string>,
  desks: Map<DeskKey, SeededDesk>,
) {
  const store = createDiskImageStore(dataDir);
  const rand = mulberry32(20250101);
  // Custody, claim and return times: a stream of their own, so the catalogue stays the same.
  const extra = mulberry32(20250102);
  const names = new Map(ACCOUNTS.map((a) => [users.get(a.email) as string, a.name]));
  const adminId = users.get('admin@lostfound.local') as string;
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
  const nowMs = Date.now();
  const start = nowMs - span;
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
    const keeperId = rand() < 0.3 ? keepers[Math.floor(rand() * keepers.length)] : null;
    const life = custody(extra, nowMs, Date.parse(created), status, keeperId, desks, users);
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
        keeper_id: keeperId,
        claimed_by_id: claimant,
        is_active: 1,
        created_at: created,
        updated_at: created,
        returned_at: life.returnedAt,
        ref_no: await takeRefNos(db),
        claimed_from_status: claimant ? 'Found' : null,
        desk_id: life.desk?.id ?? null,
        storage_location: life.shelf,
        labelled_at: life.labelledAt,
      })
      .execute();
    // The history these steps leave (docs/product.md#references-storage-and-custody), in order.
    const event = (at: string | null, actorId: string | null, action: string, details = '') =>
      at
        ? db
            .insertInto('item_events')
            .values({ item_id: id, actor_id: actorId, action, details, created_at: at })
            .execute()
        : undefined;
    await event(created, poster, 'posted', status === 'Lost' ? 'Lost' : 'Found');
    if (keeperId) await event(life.assignedAt, adminId, 'keeper-assigned', names.get(keeperId));
    if (keeperId && life.desk) {
      await event(life.storedAt, keeperId, 'moved', life.desk.name);
      await event(life.storedAt, keeperId, 'stored', life.shelf ?? '');
      await event(life.labelledAt, keeperId, 'labelled');
    }
    if (claimant) {
      await event(life.claimedAt, claimant, 'claimed', `Claimed by ${names.get(claimant)}`);
      await event(life.codeAt, keeperId ?? poster, 'code-generated');
      await event(life.returnedAt, claimant, 'returned');
    }
  }
  console.log(`Added ${ITEM_COUNT} items (photos under ${dataDir}/uploads).`);
}

const DAY = 86_400_000;

/**
 * When a demo item was stored, labelled, claimed and handed over: a keeper's item is at one of
 * their desks; a Returned item went back 1 to 21 days after it was posted (never later than now).
 */
function custody(
  rand: () => number,
  nowMs: number,
  createdMs: number,
  status: ItemsTable['status'],
  keeperId: string | null,
  desks: Map<DeskKey, SeededDesk>,
  users: Map<string, string>,
) {
  const at = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString();
  // A Lost report's keeper holds nothing: only Found items sit at a desk.
  const held = keeperId && status !== 'Lost';
  const open = DESKS.filter((d) => held && d.keepers.some((e) => users.get(e) === keeperId));
  const home = open.length ? open[Math.floor(rand() * open.length)] : null;
  const desk = home ? (desks.get(home.key) ?? null) : null;
  const shelf = home ? home.storage[Math.floor(rand() * home.storage.length)] : null;
  const storedMs = createdMs + (0.5 + rand() * 6) * 3_600_000;
  const labelled = rand() < 0.6;
  const age = nowMs - createdMs;
  const returnMs =
    status === 'Returned' ? createdMs + Math.min((1 + rand() * 20) * DAY, age * 0.9) : null;
  const claimMs =
    status === 'Returned' && returnMs
      ? createdMs + (returnMs - createdMs) * (0.3 + rand() * 0.5)
      : status === 'Claimed'
        ? createdMs + age * (0.2 + rand() * 0.7)
        : null;
  return {
    desk,
    shelf,
    assignedAt: at(storedMs - 600_000),
    storedAt: desk ? at(storedMs) : null,
    labelledAt: desk && labelled ? at(storedMs + 600_000) : null,
    claimedAt: claimMs ? at(claimMs) : null,
    codeAt: returnMs ? at(returnMs - 300_000) : null,
    returnedAt: returnMs ? at(returnMs) : null,
  };
}
