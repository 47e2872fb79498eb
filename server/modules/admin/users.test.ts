import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { auditRows } from '../../test/adminFixtures';

type UserOut = { _id: string; name: string; email: string; createdAt: string; itemCount: number };

describe('admin users', () => {
  let t: TestApp;
  let admin: TestUser;
  const people: TestUser[] = [];
  const created = new Map<string, string>();

  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  const put = (url: string, token = admin.token) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization: token } });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    admin = await createUser(db, {
      role: 'admin',
      name: 'Admin',
      email: 'admin@campus.test',
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    created.set(admin.id, '2024-01-01T00:00:00.000Z');
    // 11 more users: three share the name Dana and two share a creation time (ties).
    const names = [
      'Anna',
      'Ben',
      'Carl',
      'Dana',
      'Dana',
      'Dana',
      'Eve',
      'Finn',
      'Gus',
      'Hal',
      'Ivy',
    ];
    for (const [i, name] of names.entries()) {
      const createdAt = `2024-02-${String(10 + Math.min(i, 9)).padStart(2, '0')}T00:00:00.000Z`;
      const email = `${name.toLowerCase()}${i}@campus.test`;
      const p = await createUser(db, { name, email, createdAt });
      people.push(p);
      created.set(p.id, createdAt);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const all = () => [admin, ...people];
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'asc'],
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
  ] as const)('sorts by %s %s with the id breaking ties, across pages', async (sortBy, order) => {
    const key = (p: TestUser) =>
      sortBy === 'name' ? p.name : sortBy === 'email' ? p.email : created.get(p.id)!;
    const sign = order === 'asc' ? 1 : -1;
    const expected = all()
      .sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(a.id, b.id)))
      .map((p) => p.id);
    const page = async (n: number) =>
      (await get(`/api/v1/admin/users?sortBy=${sortBy}&order=${order}&limit=5&page=${n}`)).json();
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect(p1.pagination).toEqual({ currentPage: 1, totalPages: 3, totalResults: 12, limit: 5 });
    expect(p3.pagination.currentPage).toBe(3);
    expect(p3.users).toHaveLength(2);
    const ids = [...p1.users, ...p2.users, ...p3.users].map((u: UserOut) => u._id);
    expect(ids).toEqual(expected);
  });

  it('answers a page beyond the end with an empty list and the real totals', async () => {
    const res = await get('/api/v1/admin/users?page=9&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [],
      pagination: { currentPage: 9, totalPages: 3, totalResults: 12, limit: 5 },
    });
  });

  it('defaults to newest first, 10 a page', async () => {
    const body = (await get('/api/v1/admin/users')).json();
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 12, limit: 10 });
    expect(body.users[0].createdAt >= body.users[9].createdAt).toBe(true);
  });

  it('rejects an unknown sort column and an over-large limit', async () => {
    expect((await get('/api/v1/admin/users?sortBy=password')).statusCode).toBe(400);
    expect((await get('/api/v1/admin/users?limit=1000')).statusCode).toBe(400);
  });

  it('searches name and email case-insensitively', async () => {
    const byName = (await get('/api/v1/admin/users?search=dAnA&sortBy=email&order=asc')).json();
    expect(byName.users.map((u: UserOut) => u.email)).toEqual([
      'dana3@campus.test',
      'dana4@campus.test',
      'dana5@campus.test',
    ]);
    expect(byName.pagination.totalResults).toBe(3);
    const byEmail = (await get('/api/v1/admin/users?search=IVY10@')).json();
    expect(byEmail.users.map((u: UserOut) => u.name)).toEqual(['Ivy']);
  });

  it('treats %, _ and \\ in a search literally', async () => {
    const db = t.app.ctx.db;
    const odd = await createUser(db, { name: 'Percy 100%_off\\x', email: 'percy@campus.test' });
    const search = async (s: string) =>
      (await get(`/api/v1/admin/users?search=${encodeURIComponent(s)}`)).json();
    for (const s of ['%', '_', '0%_', '\\x']) {
      const body = await search(s);
      expect(body.users.map((u: UserOut) => u._id)).toEqual([odd.id]);
      expect(body.pagination.totalResults).toBe(1);
    }
    expect((await search('%%%')).users).toEqual([]);
    await db.deleteFrom('sessions').where('user_id', '=', odd.id).execute();
    await db.deleteFrom('users').where('id', '=', odd.id).execute();
  });

  describe('substring search', () => {
    const search = async (s: string, extra = '') =>
      (await get(`/api/v1/admin/users?search=${encodeURIComponent(s)}${extra}`)).json();
    const ids = (body: { users: UserOut[] }) => body.users.map((u) => u._id);
    const remove = async (id: string) => {
      const db = t.app.ctx.db;
      await db.deleteFrom('sessions').where('user_id', '=', id).execute();
      await db.deleteFrom('users').where('id', '=', id).execute();
    };

    it('finds 3+ character fragments anywhere, follows renames and deletes', async () => {
      const db = t.app.ctx.db;
      const u = await createUser(db, { name: 'Jumper Quinn', email: 'jq.hockey@campus.test' });
      try {
        expect(ids(await search('UMP'))).toEqual([u.id]);
        expect(ids(await search('mper qu'))).toEqual([u.id]);
        expect(ids(await search('HOCK'))).toEqual([u.id]);
        await db
          .updateTable('users')
          .set({ name: 'Sweater Quinn' })
          .where('id', '=', u.id)
          .execute();
        expect((await search('UMP')).pagination.totalResults).toBe(0);
        expect(ids(await search('eater q'))).toEqual([u.id]);
        await db
          .updateTable('users')
          .set({ email: 'sq.rugby@campus.test' })
          .where('id', '=', u.id)
          .execute();
        expect((await search('hockey')).users).toEqual([]);
        expect(ids(await search('RUGB'))).toEqual([u.id]);
      } finally {
        await remove(u.id);
      }
      expect((await search('eater q')).pagination.totalResults).toBe(0);
    });

    it('treats quotes and search syntax in longer terms literally', async () => {
      const u = await createUser(t.app.ctx.db, {
        name: 'Dara "DJ" O\'Neil',
        email: 'dj@campus.test',
      });
      try {
        expect(ids(await search('"DJ"'))).toEqual([u.id]);
        expect(ids(await search("o'ne"))).toEqual([u.id]);
        expect((await search('"DJ"*')).users).toEqual([]);
        expect((await search('Dara NOT Neil')).users).toEqual([]);
      } finally {
        await remove(u.id);
      }
    });

    it('still answers 1-2 character terms', async () => {
      const body = await search('aN', '&sortBy=name&order=asc');
      expect(body.users.map((u: UserOut) => u.name)).toEqual(['Anna', 'Dana', 'Dana', 'Dana']);
      expect(body.pagination.totalResults).toBe(4);
    });

    it.each([
      ['name', 'desc'],
      ['email', 'asc'],
      ['createdAt', 'asc'],
    ] as const)('pages a search sorted by %s %s like the list', async (sortBy, order) => {
      const list = async (n: number, extra = '') =>
        ids(
          (
            await get(
              `/api/v1/admin/users?sortBy=${sortBy}&order=${order}&limit=5&page=${n}${extra}`,
            )
          ).json(),
        );
      const q = '&search=CAMPUS.TEST';
      const all = [...(await list(1)), ...(await list(2)), ...(await list(3))];
      expect([...(await list(1, q)), ...(await list(2, q)), ...(await list(3, q))]).toEqual(all);
      expect(await list(4, q)).toEqual([]);
    });
  });

  it('shows one user with their item count and their items, 5 a page, newest first', async () => {
    const db = t.app.ctx.db;
    const poster = people[0];
    const category = await createCategory(db, { name: 'Bags' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await createItem(db, {
          postedBy: poster.id,
          categoryId: category.id,
          title: `Bag ${i}`,
          isActive: i !== 6,
          createdAt: `2024-03-0${i + 1}T00:00:00.000Z`,
          imageKey: i === 0 ? 'items/bag0.webp' : null,
          keeperId: i === 1 ? people[1].id : null,
        }),
      );
    }
    const user = (await get(`/api/v1/admin/users/${poster.id}`)).json().user;
    expect(user).toMatchObject({ _id: poster.id, id: poster.id, name: 'Anna', itemCount: 7 });
    const first = (await get(`/api/v1/admin/users/${poster.id}/items`)).json();
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 7, limit: 5 });
    expect(first.items.map((i: { _id: string }) => i._id)).toEqual(ids.slice(2).reverse());
    expect(first.items[0]).toMatchObject({ isActive: false, postedBy: { _id: poster.id } });
    const second = (await get(`/api/v1/admin/users/${poster.id}/items?page=2`)).json();
    expect(second.items).toMatchObject([
      { _id: ids[1], keeperId: people[1].id, keeperName: 'Ben', category: { name: 'Bags' } },
      {
        _id: ids[0],
        image: '/uploads/items/bag0.webp',
        thumbnail: '/uploads/items/bag0-thumb.webp',
      },
    ]);
    expect((await get('/api/v1/admin/users/nope')).statusCode).toBe(404);
    expect((await get('/api/v1/admin/users/nope/items')).statusCode).toBe(404);
  });

  it('refuses to let an admin deactivate themself', async () => {
    const res = await put(`/api/v1/admin/users/${admin.id}/activate`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot deactivate your own account.');
    expect(await auditRows(t.app.ctx.db, admin.id)).toEqual([]);
  });

  it('deactivation ends sessions and sockets at once; reactivation is audited too', async () => {
    const victim = people[10];
    const disconnect = jest.spyOn(t.app.ctx.realtime, 'disconnectUser');
    expect((await get('/api/v1/admin/users', victim.token)).statusCode).toBe(403);

    const off = await put(`/api/v1/admin/users/${victim.id}/activate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ user: { _id: victim.id, isActive: false } });
    expect(disconnect).toHaveBeenCalledWith(victim.id, 'deactivated');
    const me = await get('/api/v1/users/me', victim.token);
    expect(me.statusCode).toBe(401);
    const live = await t.app.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', victim.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    disconnect.mockClear();
    const on = await put(`/api/v1/admin/users/${victim.id}/activate`);
    expect(on.json()).toMatchObject({ user: { isActive: true } });
    expect(disconnect).not.toHaveBeenCalled();
    // Old sessions stay revoked: the user logs in again.
    expect((await get('/api/v1/users/me', victim.token)).statusCode).toBe(401);

    const rows = await auditRows(t.app.ctx.db, victim.id);
    expect(rows.map((r) => [r.action, r.actor_id, r.target_type]).sort()).toEqual([
      ['user.activate', admin.id, 'user'],
      ['user.deactivate', admin.id, 'user'],
    ]);
    const deactivation = rows.find((r) => r.action === 'user.deactivate')!;
    expect(JSON.parse(deactivation.before_json!)).toEqual({ isActive: true });
    expect(JSON.parse(deactivation.after_json!)).toEqual({ isActive: false });
    expect((await put('/api/v1/admin/users/nope/activate')).statusCode).toBe(404);
    disconnect.mockRestore();
  });
});
