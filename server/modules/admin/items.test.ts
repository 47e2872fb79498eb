import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auditRows,
  insertCategory,
  insertItem,
  insertUser,
  type Person,
} from '../../test/adminFixtures';

type ItemOut = { _id: string; title: string; status: string; createdAt: string; isActive: boolean };

describe('admin items', () => {
  let t: TestApp;
  let admin: Person;
  let poster: Person;
  let claimant: Person;
  let categoryId: string;
  const rows: { id: string; title: string; status: string; createdAt: string }[] = [];

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: admin.token } });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    admin = await insertUser(db, { role: 'admin', name: 'Admin' });
    poster = await insertUser(db, { name: 'Paula' });
    claimant = await insertUser(db, { name: 'Cleo' });
    const category = await insertCategory(db, { name: 'Keys' });
    categoryId = category.id;
    const statuses = ['Lost', 'Found', 'Claimed', 'Returned'] as const;
    // 13 items: titles repeat (ties), two share a creation time, one is inactive.
    for (let i = 0; i < 13; i++) {
      const status = statuses[i % 4];
      const createdAt = `2024-05-${String(10 + Math.min(i, 11)).padStart(2, '0')}T08:00:00.000Z`;
      const title = ['Blue umbrella', 'Red key ring', 'Water bottle'][i % 3];
      const id = await insertItem(db, {
        postedBy: poster.id,
        categoryId: category.id,
        title,
        description: i === 4 ? 'Sticker says 50% off_sale' : `Item number ${i}`,
        location: i === 5 ? 'Gym locker' : 'Main library',
        status,
        createdAt,
        isActive: i !== 7,
        claimedById: status === 'Claimed' || status === 'Returned' ? claimant.id : null,
      });
      rows.push({ id, title, status, createdAt });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it.each([
    ['title', 'asc'],
    ['title', 'desc'],
    ['status', 'asc'],
    ['status', 'desc'],
    ['createdAt', 'desc'],
  ] as const)(
    'sorts by %s %s (ties by date, then id), inactive included',
    async (sortBy, order) => {
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...rows]
        .sort((a, b) => {
          const primary =
            sortBy === 'title'
              ? cmp(a.title, b.title)
              : sortBy === 'status'
                ? cmp(a.status, b.status) || cmp(a.createdAt, b.createdAt)
                : cmp(a.createdAt, b.createdAt);
          return sign * (primary || cmp(a.id, b.id));
        })
        .map((r) => r.id);
      const page = async (n: number) =>
        (await get(`/api/v1/admin/items?sortBy=${sortBy}&order=${order}&limit=5&page=${n}`)).json();
      const pages = [await page(1), await page(2), await page(3)];
      expect(pages[2].items).toHaveLength(3);
      expect(pages[2].pagination).toEqual({
        currentPage: 3,
        totalPages: 3,
        totalResults: 13,
        limit: 5,
      });
      expect(pages.flatMap((p) => p.items.map((i: ItemOut) => i._id))).toEqual(expected);
    },
  );

  it('answers a page beyond the end with an empty list and the real totals', async () => {
    const body = (await get('/api/v1/admin/items?page=4&limit=5')).json();
    expect(body).toEqual({
      items: [],
      pagination: { currentPage: 4, totalPages: 3, totalResults: 13, limit: 5 },
    });
  });

  it('searches title, description and location, escaping % and _', async () => {
    const search = async (s: string) =>
      (await get(`/api/v1/admin/items?search=${encodeURIComponent(s)}`)).json();
    expect((await search('UMBRELLA')).pagination.totalResults).toBe(5);
    expect((await search('gym')).items.map((i: ItemOut) => i._id)).toEqual([rows[5].id]);
    expect((await search('50%')).items.map((i: ItemOut) => i._id)).toEqual([rows[4].id]);
    expect((await search('f_s')).items.map((i: ItemOut) => i._id)).toEqual([rows[4].id]);
    expect((await search('s_y')).items).toEqual([]);
    const none = await search('%');
    expect(none.items.map((i: ItemOut) => i._id)).toEqual([rows[4].id]);
    expect(none.pagination).toEqual({ currentPage: 1, totalPages: 1, totalResults: 1, limit: 10 });
  });

  it('returns the contract Item shape with names resolved', async () => {
    const body = (await get(`/api/v1/admin/items?search=${encodeURIComponent('number 2')}`)).json();
    expect(body.items[0]).toEqual({
      _id: rows[2].id,
      title: 'Water bottle',
      description: 'Item number 2',
      status: 'Claimed',
      category: { _id: expect.any(String), name: 'Keys' },
      location: 'Main library',
      image: null,
      thumbnail: null,
      createdAt: rows[2].createdAt,
      updatedAt: rows[2].createdAt,
      postedBy: { _id: poster.id, name: 'Paula' },
      keeperId: null,
      keeperName: null,
      claimedById: claimant.id,
      claimedByName: 'Cleo',
      isActive: true,
    });
  });

  it('toggles an item and audits both directions', async () => {
    const db = t.app.ctx.db;
    const id = await insertItem(db, { postedBy: poster.id, categoryId });
    const toggle = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/items/${id}/activate`,
        headers: { authorization: admin.token },
      });
    const off = await toggle();
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Item deactivated.',
      item: { _id: id, isActive: false },
    });
    const on = await toggle();
    expect(on.json()).toMatchObject({ item: { isActive: true } });
    const audit = await auditRows(db, id);
    expect(audit.map((r) => r.action).sort()).toEqual(['item.activate', 'item.deactivate']);
    const deactivation = audit.find((r) => r.action === 'item.deactivate')!;
    expect(deactivation).toMatchObject({ actor_id: admin.id, target_type: 'item' });
    expect(JSON.parse(deactivation.before_json!)).toEqual({ isActive: true });
    expect(JSON.parse(deactivation.after_json!)).toEqual({ isActive: false });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/items/nope/activate',
      headers: { authorization: admin.token },
    });
    expect(missing.statusCode).toBe(404);
  });
});
