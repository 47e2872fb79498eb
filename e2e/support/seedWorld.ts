import { createRoleAccount, firstCategory, loginThroughApi, postItemThroughApi } from './api';
import { person, registerThroughApi, type Person } from './flows';
import { photo } from './items';
import { ADMIN, type Portal } from './portal';

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
    conversation: conversation._id,
  };
}
