import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createUser, type TestUser } from '../../test/fixtures';
import { lostBottle, foundBottle, saveItem } from './testHelpers';

type Match = { item: { _id: string }; reasons: string[] };

/**
 * docs/product.md#places: the matcher reads locations with the campus's own place list, so two
 * people who name one building differently ("EB", "Engineering Building") are at the same place,
 * and a place an admin adds is used by the next match without a restart.
 */
describe('matching: the campus place list', () => {
  let t: TestApp;
  let owner: TestUser;
  let finder: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    finder = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    await createCategory(t, { name: 'Water Bottles' });
  });
  afterAll(() => t.close());

  const reasonsFor = async (lostId: string, foundId: string) => {
    await t.app.ctx.worker.idle();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${lostId}/matches`,
      headers: auth(owner),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().matches as Match[]).find((m) => m.item._id === foundId)?.reasons ?? [];
  };

  it('counts two aliases of one place as the same place once an admin lists them', async () => {
    const lost = { ...lostBottle, location: 'EB room 204' };
    const found = { ...foundBottle, location: 'Engineering Building foyer' };
    const lostId = await saveItem(t.app, owner, lost);
    const foundId = await saveItem(t.app, finder, found);
    expect(await reasonsFor(lostId, foundId)).not.toContain('same building');

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/places',
      headers: auth(admin),
      payload: { name: 'Engineering Building', aliases: ['EB', 'Eng building'] },
    });
    expect(added.statusCode).toBe(201);
    // An edit runs the match again, now with the campus's list.
    await saveItem(
      t.app,
      finder,
      { ...found, description: `${found.description} Handed in at noon.` },
      foundId,
    );
    expect(await reasonsFor(lostId, foundId)).toContain('same building');
  });
});
