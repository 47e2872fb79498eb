import { appWithAdminItems, type SeededItem } from '../../test/adminItemsSeed';
import { createItem, type TestUser } from '../../test/fixtures';
import { auditRows, getAs } from '../../test/adminFixtures';
import type { TestApp } from '../../test/testApp';

type ItemOut = { _id: string; title: string; status: string; createdAt: string; isActive: boolean };

describe('admin items', () => {
  let t: TestApp;
  let admin: TestUser;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;
  let rows: SeededItem[];

  const get = (url: string) => getAs(t, admin, url);

  beforeAll(async () => {
    ({ t, admin, poster, claimant, categoryId, rows } = await appWithAdminItems());
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
      returnedAt: null,
      isActive: true,
      reference: expect.stringMatching(/^LF-2024-\d{5}$/),
      questions: [],
      disposal: null,
      closedAs: null,
      desk: null,
      foundFor: null,
      foundOn: null,
    });
  });

  it('toggles an item and audits both directions', async () => {
    const db = t.app.ctx.db;
    const id = await createItem(db, { postedBy: poster.id, categoryId });
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
