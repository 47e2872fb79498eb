import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRoleAccount, firstCategory, loginThroughApi, postItemThroughApi } from './api';
import { person, registerThroughApi, type Person } from './flows';
import { photo } from './items';
import { launchBrowser } from './browser';
import { ADMIN, startPortal, type Portal } from './portal';
import type { Browser } from 'playwright-core';

/** A small world for journeys that only look: a poster, a claimant, a keeper, items, a thread. */
export type World = {
  poster: Person & { id: string };
  claimant: Person;
  keeper: Person;
  /** Found, with a photo, posted by `poster`. */
  photoItem: string;
  /** Lost, no keeper: claimable, keeper-assignable, with a thread from the claimant. */
  openItem: string;
  /** Claimed by `claimant`. */
  claimedItem: string;
  /** Found, with an ownership question and a pending claim by `claimant` (docs/product.md#office). */
  questionItem: string;
  /** Found and posted four months ago: due for disposal. */
  dueItem: string;
  /** Handed in at Kim's desk by a walk-in finder, Claimed by `claimant`: the counter's panel. */
  counterItem: string;
  conversation: string;
};

export async function seedWorld(portal: Portal): Promise<World> {
  const poster = person('Paula');
  const claimant = person('Cody');
  const keeper = person('Kim');
  await registerThroughApi(portal, poster);
  await registerThroughApi(portal, claimant);
  const admin = await loginThroughApi(portal, ADMIN);
  await createRoleAccount(portal, admin, keeper, 'keeper');
  // A campus place, so the Places tab and the Location suggestions have one (docs/product.md#places).
  await admin.call('POST', '/admin/places', {
    name: 'Main Library',
    aliases: ['Library', 'Lib'],
  });

  const paula = await loginThroughApi(portal, poster);
  const cody = await loginThroughApi(portal, claimant);
  const category = await firstCategory(portal);
  const base = { category, location: 'Library, 2nd floor' };
  const photoItem = await postItemThroughApi(
    paula,
    { ...base, title: 'Blue umbrella', description: 'A navy umbrella.', status: 'Found' },
    await photo(),
  );
  const openItem = await postItemThroughApi(paula, {
    ...base,
    title: 'Grey backpack',
    description: 'Laptop backpack with a keyring.',
    status: 'Lost',
  });
  const claimedItem = await postItemThroughApi(paula, {
    ...base,
    title: 'Silver keys',
    description: 'Three keys on a ring.',
    status: 'Found',
  });
  await cody.call('POST', `/items/${claimedItem}/claim`);
  const questionItem = await postItemThroughApi(paula, {
    ...base,
    title: 'Black phone',
    description: 'In a teal case, screen locked.',
    status: 'Found',
  });
  await paula.call('PUT', `/items/${questionItem}/questions`, {
    questions: [{ question: 'What is the lock-screen picture?', expectedAnswer: 'A tabby cat' }],
  });
  await cody.call('POST', `/items/${questionItem}/claim`, { answers: ['My cat, asleep'] });
  const dueItem = await postItemThroughApi(paula, {
    ...base,
    title: 'Grey scarf',
    description: 'Wool, knitted.',
    status: 'Found',
  });
  backdate(portal, dueItem, 120);
  // In the office's custody, at Kim's desk: the keeper's queue has something to show.
  const kim = await loginThroughApi(portal, keeper);
  const { desk } = await admin.call<{ desk: { _id: string } }>('POST', '/admin/desks', {
    name: 'Library desk',
    place: 'Library, ground floor',
    hours: 'Mon-Fri 9:00-17:00',
    contact: 'library-desk@campus.test',
    keeperIds: [kim.userId],
    storagePlaces: ['Shelf A1', 'Bin 3'],
  });
  await kim.call('POST', `/items/${dueItem}/assign-keeper`, {});
  // A walk-in find at the counter, already claimed: the hand-over panel and the finder's box.
  const intake = new FormData();
  const handedIn = {
    ...base,
    title: 'Green scarf',
    description: 'Handed in at the desk.',
    deskId: desk._id,
    storageLocation: 'Shelf A1',
    finderName: 'Sam Walker',
    finderContact: 'sam.walker@campus.test',
  };
  for (const [key, value] of Object.entries(handedIn)) intake.append(key, value);
  const logged = await kim.call<{ item: { _id: string } }>('POST', '/office/intake', intake);
  const counterItem = logged.item._id;
  await cody.call('POST', `/items/${counterItem}/claim`, { answers: [] });
  const { conversation } = await cody.call<{ conversation: { _id: string } }>(
    'POST',
    '/conversations',
    { itemId: openItem, participants: [cody.userId, paula.userId] },
  );
  await cody.call('POST', `/messages/${conversation._id}/messages`, {
    content: 'Hi, I think this is my backpack.',
  });
  return {
    poster: { ...poster, id: paula.userId },
    claimant,
    keeper,
    photoItem,
    openItem,
    claimedItem,
    questionItem,
    dueItem,
    counterItem,
    conversation: conversation._id,
  };
}

/**
 * Moves an item's posting date `days` back, in the portal's own SQLite file: the API never
 * lets anyone post in the past, and retention needs an old item (docs/product.md#retention).
 */
export function backdate(portal: Portal, itemId: string, days: number): void {
  const db = new SQLite(path.join(portal.dataDir, 'lostfound.db'));
  const when = new Date(Date.now() - days * 24 * 3600_000).toISOString();
  db.prepare('update items set created_at = ?, updated_at = ? where id = ?').run(
    when,
    when,
    itemId,
  );
  db.close();
}

/** A portal with the seeded world and one browser, for a whole suite. */
export type WorldStage = { portal: Portal; browser: Browser; world: World };

export async function startWorld(): Promise<WorldStage> {
  const portal = await startPortal();
  try {
    const world = await seedWorld(portal);
    return { portal, world, browser: await launchBrowser() };
  } catch (err) {
    await portal.stop();
    throw err;
  }
}

export async function stopWorld(stage: WorldStage | undefined): Promise<void> {
  await stage?.browser.close();
  await stage?.portal.stop();
}
