import { newId } from '../../server/lib/ids';
import { takeRefNos } from '../../server/modules/items/repository';
import { createDiskImageStore } from '../../server/storage/imageStore';
import { storeItemImage, type ProcessedImage } from '../../server/storage/itemImages';
import { CATEGORY_NAMES, itemText } from '../bench/seedLarge';
import { ACCOUNTS } from './accounts';
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
        ref_no: await takeRefNos(db),
      })
      .execute();
  }
  console.log(`Added ${ITEM_COUNT} items (photos under ${dataDir}/uploads).`);
}
