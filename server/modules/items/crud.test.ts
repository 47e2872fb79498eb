import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createItem,
  createUser,
  multipart,
  type TestUser,
} from '../../test/fixtures';

const form = (over: Record<string, string> = {}) => ({
  title: 'Blue backpack',
  description: 'Jansport with a laptop sleeve',
  category: 'bags',
  status: 'Lost',
  location: 'Engineering hall',
  ...over,
});

describe('items: create, read, edit, delete', () => {
  let t: TestApp;
  let poster: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let keeper: TestUser;
  let bagsId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Pat Poster' });
    other = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    keeper = await createUser(t, { role: 'keeper' });
    bagsId = (await createCategory(t, { name: 'Bags' })).id;
    await createCategory(t, { name: 'Retired', isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (user: TestUser, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/items',
      ...withAuth(user, multipart(fields)),
    });
  const put = (user: TestUser, id: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}`,
      ...withAuth(user, multipart(fields)),
    });
  const withAuth = (user: TestUser, m: ReturnType<typeof multipart>) => ({
    payload: m.payload,
    headers: { ...m.headers, ...auth(user) },
  });

  it('creates an item with the category matched case-insensitively', async () => {
    const res = await post(poster, form());
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(item).toMatchObject({
      title: 'Blue backpack',
      status: 'Lost',
      category: { _id: bagsId, name: 'Bags' },
      postedBy: { _id: poster.id, name: 'Pat Poster' },
      image: null,
      thumbnail: null,
      keeperId: null,
      claimedById: null,
      isActive: true,
    });
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/items/${item._id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().item._id).toBe(item._id);
  });

  it('refuses unknown or inactive categories, other statuses and blank fields', async () => {
    for (const category of ['Nope', 'retired']) {
      const res = await post(poster, form({ category }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().details[0].field).toBe('category');
    }
    const claimed = await post(poster, form({ status: 'Claimed' }));
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().details[0].field).toBe('status');
    const blank = await post(poster, form({ title: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].field).toBe('title');
  });

  it('requires a session to create', async () => {
    const m = multipart(form());
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/items', ...m });
    expect(res.statusCode).toBe(401);
  });

  it('lets the poster and an admin edit, and nobody else', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId: bagsId });
    const mine = await put(poster, id, form({ title: 'Edited', status: 'Found' }));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().item).toMatchObject({ title: 'Edited', status: 'Found' });
    const byAdmin = await put(admin, id, form({ title: 'Admin edit', status: 'Returned' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().item.status).toBe('Returned');
    for (const u of [other, keeper]) {
      const res = await put(u, id, form({ title: 'Hijack' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const missing = await put(poster, 'nope', form());
    expect(missing.statusCode).toBe(404);
  });

  it('lets the poster and an admin delete (soft), and nobody else', async () => {
    const a = await createItem(t, { postedBy: poster.id, categoryId: bagsId });
    const b = await createItem(t, { postedBy: poster.id, categoryId: bagsId });
    for (const u of [other, keeper]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/items/${a}`,
        headers: auth(u),
      });
      expect(res.statusCode).toBe(403);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/items/${a}`,
      headers: auth(poster),
    });
    expect(del.statusCode).toBe(200);
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/items/${b}`,
      headers: auth(admin),
    });
    expect(byAdmin.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('is_active')
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(Number(row.is_active)).toBe(0);
    // Gone for visitors and other users; still visible to its poster and admins.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/items/${a}` })).statusCode).toBe(404);
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${a}`,
      headers: auth(other),
    });
    expect(asOther.statusCode).toBe(404);
    for (const u of [poster, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/items/${a}`,
        headers: auth(u),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item.isActive).toBe(false);
    }
  });

  it('lists my posted, claimed and kept items, active only, newest first', async () => {
    const me = await createUser(t);
    const base = Date.parse('2024-01-01T00:00:00Z');
    const at = (n: number) => new Date(base + n * 60_000).toISOString();
    const posted = await createItem(t, { postedBy: me.id, categoryId: bagsId, createdAt: at(1) });
    const claimed = await createItem(t, {
      postedBy: other.id,
      categoryId: bagsId,
      status: 'Claimed',
      claimedById: me.id,
      createdAt: at(2),
    });
    const kept = await createItem(t, {
      postedBy: other.id,
      categoryId: bagsId,
      keeperId: me.id,
      createdAt: at(3),
    });
    await createItem(t, { postedBy: me.id, categoryId: bagsId, isActive: false, createdAt: at(4) });
    await createItem(t, { postedBy: other.id, categoryId: bagsId, createdAt: at(5) });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/items?limit=2',
      headers: auth(me),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual([kept, claimed]);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 3, limit: 2 });
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/items?limit=2&page=2',
      headers: auth(me),
    });
    expect(page2.json().items.map((i: { _id: string }) => i._id)).toEqual([posted]);
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/items',
      headers: auth(me),
    });
    expect(defaults.json().pagination.limit).toBe(10);
  });
});
