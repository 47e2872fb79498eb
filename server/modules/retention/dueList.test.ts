import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number, extraMs = 0) =>
  new Date(Date.now() - days * DAY_MS - extraMs).toISOString();

type DuePage = {
  items: {
    item: { _id: string; title: string };
    ageDays: number;
    retentionDays: number;
    dueSince: string;
  }[];
  pagination: { currentPage: number; totalPages: number; totalResults: number; limit: number };
};

/** docs/product.md#retention: GET /admin/disposal-due. */
describe('retention: items due for disposal', () => {
  let t: TestApp;
  let poster: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let user: TestUser;
  const ids: Record<string, string> = {};
  const created: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t);
    keeper = await createUser(t, { role: 'keeper' });
    admin = await createUser(t, { role: 'admin' });
    user = await createUser(t);
    const cards = (await createCategory(t, { name: 'ID Cards' })).id;
    const bags = (await createCategory(t, { name: 'Bags' })).id;
    // ID cards go to the card office after 14 days; bags keep the default 90.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/categories/${cards}`,
      headers: auth(admin),
      payload: { retentionDays: 14 },
    });
    expect(put.statusCode).toBe(200);
    const make = async (
      key: string,
      categoryId: string,
      age: number,
      o: Partial<Parameters<typeof createItem>[1]> = {},
    ) => {
      created[key] = daysAgo(age, 60_000);
      ids[key] = await createItem(t, {
        postedBy: poster.id,
        categoryId,
        title: key,
        status: 'Found',
        createdAt: created[key],
        ...o,
      });
    };
    await make('card-20', cards, 20);
    await make('card-15', cards, 15);
    await make('card-13', cards, 13); // not due yet
    await make('bag-120', bags, 120);
    await make('bag-91', bags, 91);
    await make('bag-60', bags, 60); // not due yet
    // Past retention, but not waiting for disposal:
    await make('card-lost', cards, 30, { status: 'Lost' });
    await make('card-claimed', cards, 30, { status: 'Claimed', claimedById: user.id });
    await make('card-returned', cards, 30, { status: 'Returned', claimedById: user.id });
    await make('card-inactive', cards, 30, { isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (who: TestUser | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/disposal-due${query}`,
      headers: who ? auth(who) : {},
    });

  it('lists Found, active, unclaimed items past their category’s retention, oldest first', async () => {
    const res = await list(keeper);
    expect(res.statusCode).toBe(200);
    const page: DuePage = res.json();
    expect(page.items.map((d) => d.item.title)).toEqual([
      'bag-120',
      'bag-91',
      'card-20',
      'card-15',
    ]);
    expect(page.items.map((d) => [d.ageDays, d.retentionDays])).toEqual([
      [120, 90],
      [91, 90],
      [20, 14],
      [15, 14],
    ]);
    const card15 = page.items[3]!;
    expect(card15.dueSince).toBe(
      new Date(Date.parse(created['card-15']!) + 14 * DAY_MS).toISOString(),
    );
    expect(card15.item).toMatchObject({ _id: ids['card-15'], status: 'Found', isActive: true });
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalResults: 4, limit: 10 });
  });

  it('follows a category’s new retention at once', async () => {
    const cards = (
      await t.app.ctx.db
        .selectFrom('items')
        .select('category_id')
        .where('id', '=', ids['card-13']!)
        .executeTakeFirstOrThrow()
    ).category_id;
    const set = (retentionDays: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/categories/${cards}`,
        headers: auth(admin),
        payload: { retentionDays },
      });
    expect((await set(10)).statusCode).toBe(200);
    const page: DuePage = (await list(admin)).json();
    expect(page.items.map((d) => d.item.title)).toContain('card-13');
    expect((await set(14)).statusCode).toBe(200);
    const again: DuePage = (await list(admin)).json();
    expect(again.items.map((d) => d.item.title)).not.toContain('card-13');
  });

  it('pages like the other admin lists', async () => {
    const first: DuePage = (await list(admin, '?page=1&limit=3')).json();
    expect(first.items.map((d) => d.item.title)).toEqual(['bag-120', 'bag-91', 'card-20']);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 4, limit: 3 });
    const second: DuePage = (await list(admin, '?page=2&limit=3')).json();
    expect(second.items.map((d) => d.item.title)).toEqual(['card-15']);
    const past: DuePage = (await list(admin, '?page=5&limit=3')).json();
    expect(past.items).toEqual([]);
    expect(past.pagination.totalResults).toBe(4);
    expect((await list(admin, '?limit=101')).statusCode).toBe(400);
  });

  it('is for keepers and admins only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const res = await list(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
