import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  auth,
  createCast,
  createCategory,
  createItem,
  type TestUser,
} from '../../../test/fixtures';

const SHELF = 'Security office, shelf B3';

describe('items: where the office stores an item (docs/product.md#references-storage-and-custody)', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ poster, claimant, keeper, otherKeeper, admin, stranger } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const store = (id: string, user: TestUser | null, storageLocation: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}/storage`,
      headers: user ? auth(user) : {},
      payload: { storageLocation },
    });
  const get = (url: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? auth(user) : {} });
  const kept = (o: Partial<Parameters<typeof createItem>[1]> = {}) =>
    createItem(t, {
      postedBy: poster.id,
      categoryId,
      title: 'Stored phone',
      status: 'Claimed',
      keeperId: keeper.id,
      claimedById: claimant.id,
      ...o,
    });

  it("lets the item's keeper record the place, trimmed, with a stored event", async () => {
    const id = await kept();
    const res = await store(id, keeper, `  ${SHELF}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ _id: id, storageLocation: SHELF });
    const row = await t.app.ctx.db
      .selectFrom('item_events')
      .select(['action', 'details', 'actor_id'])
      .where('item_id', '=', id)
      .execute();
    expect(row).toEqual([{ action: 'stored', details: SHELF, actor_id: keeper.id }]);
  });

  it('lets an admin set and clear it; an empty text clears', async () => {
    const id = await kept({ keeperId: null });
    expect((await store(id, admin, 'Library desk')).json().item.storageLocation).toBe(
      'Library desk',
    );
    const cleared = await store(id, admin, '   ');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().item.storageLocation).toBeNull();
    expect((await get(`/items/${id}`, poster)).json().item.storageLocation).toBeNull();
  });

  it('refuses everyone else, anonymous callers, unknown and hidden items', async () => {
    const id = await kept();
    for (const user of [poster, claimant, otherKeeper, stranger]) {
      const res = await store(id, user, 'My drawer');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await store(id, null, 'x')).statusCode).toBe(401);
    expect((await store('missing', admin, 'x')).statusCode).toBe(404);
    const hidden = await kept({ isActive: false });
    expect((await store(hidden, keeper, 'x')).statusCode).toBe(404);
    expect((await store(hidden, admin, 'Archive')).statusCode).toBe(200);
    expect((await get(`/items/${id}`, admin)).json().item.storageLocation).toBeNull();
  });

  it('is read by the poster, the claimant, any keeper and admins; never by others', async () => {
    const id = await kept();
    await store(id, keeper, SHELF);
    for (const user of [poster, claimant, keeper, otherKeeper, admin]) {
      const res = await get(`/items/${id}`, user);
      expect(res.json().item.storageLocation).toBe(SHELF);
    }
    for (const user of [null, stranger]) {
      const res = await get(`/items/${id}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json().item.storageLocation ?? null).toBeNull();
      expect(res.body).not.toContain(SHELF);
    }
  });

  it('is never in search pages, lists or other answers', async () => {
    const id = await kept({ title: 'Unique shelved walkman', status: 'Found', claimedById: null });
    await store(id, keeper, SHELF);
    const urls = [
      '/search/items/search?search=walkman',
      '/search/items/search',
      `/search/items/search?search=${(await get(`/items/${id}`, null)).json().item.reference}`,
      '/users/me/items',
      '/admin/items?search=walkman',
    ];
    for (const url of urls) {
      for (const user of [admin, poster, keeper]) {
        const res = await get(url, user);
        if (res.statusCode === 403) continue;
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(SHELF);
      }
    }
    // The item was found by its title and its reference (the pages above were not empty).
    const found = await get('/search/items/search?search=walkman', null);
    expect(found.json().items.map((i: { _id: string }) => i._id)).toEqual([id]);
  });
});
