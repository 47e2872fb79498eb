import { createTestApp, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { median } from './median';
import { lastMonths } from './publicStats';
import { cachedFor, STATS_TTL_MS } from './statsCache';
import type { Db } from '../../db';

const DAY_MS = 24 * 3600_000;

describe('public figures: helpers', () => {
  it('takes the median of odd and even counts, null for none', () => {
    expect(median([])).toBeNull();
    expect(median([10, 2, 4])).toBe(4);
    expect(median([10, 1, 4, 2])).toBe(3);
  });

  it('names this month and the 11 before it, across a new year', () => {
    expect(lastMonths(new Date(Date.UTC(2026, 1, 15)))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('reuses an answer for a minute, then computes it again', async () => {
    let runs = 0;
    const cached = cachedFor(async () => ++runs);
    const db = {} as Db;
    expect(await cached(db, 1000)).toBe(1);
    expect(await cached(db, 1000 + STATS_TTL_MS - 1)).toBe(1);
    expect(await cached(db, 1000 + STATS_TTL_MS)).toBe(2);
  });
});

/** docs/product.md#public-figures: GET /stats/public on a small fixture. */
describe('public figures: GET /stats/public', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  const now = new Date();
  const monthStart = (back: number, day = 1, hour = 0) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour, 0, 1));
  const month = (back: number) => monthStart(back).toISOString().slice(0, 7);
  const iso = (d: Date, plusDays = 0) => new Date(d.getTime() + plusDays * DAY_MS).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Private Poster' });
    claimant = await createUser(t, { name: 'Private Claimant' });
    const electronics = (await createCategory(t, { name: 'Electronics' })).id;
    const keys = (await createCategory(t, { name: 'Keys' })).id;
    const old = (await createCategory(t, { name: 'Retired', isActive: false })).id;
    await createCategory(t, { name: 'Empty' });
    const item = (
      categoryId: string,
      status: 'Lost' | 'Found' | 'Claimed' | 'Returned',
      created: Date,
      returnedAfterDays?: number,
      o: { isActive?: boolean } = {},
    ) =>
      createItem(t, {
        postedBy: poster.id,
        categoryId,
        status,
        title: 'Secret title',
        claimedById: status === 'Claimed' || status === 'Returned' ? claimant.id : null,
        createdAt: iso(created),
        returnedAt: returnedAfterDays === undefined ? null : iso(created, returnedAfterDays),
        ...o,
      });
    // Last month: two returns (2 and 4 days), one disposal, one return in a retired category (1).
    await item(electronics, 'Returned', monthStart(1, 2, 10), 2);
    await item(electronics, 'Returned', monthStart(1, 3, 10), 4);
    const disposed = await item(electronics, 'Found', monthStart(1, 4, 10), undefined, {
      isActive: false,
    });
    await t.app.ctx.db
      .updateTable('items')
      .set({ disposal_method: 'donated', disposed_at: iso(monthStart(1, 20)) })
      .where('id', '=', disposed)
      .execute();
    await item(old, 'Returned', monthStart(1, 5, 10), 1);
    // This month: one waiting, one claimed, one waiting in Keys.
    await item(electronics, 'Found', monthStart(0));
    await item(electronics, 'Claimed', monthStart(0));
    await item(keys, 'Found', monthStart(0));
    // Thirteen months ago: a return after 10 days (in the totals, not in the months).
    await item(keys, 'Returned', monthStart(13, 1, 10), 10);
    // Never counted: Lost reports, and items deleted without a disposal.
    await item(electronics, 'Lost', monthStart(0));
    await item(keys, 'Found', monthStart(1, 6), undefined, { isActive: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = () => t.app.inject({ method: 'GET', url: '/api/v1/stats/public' });

  it('answers the totals, the active categories with items and the last 12 months, without a login', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.totals).toEqual({
      reported: 8,
      returned: 4,
      returnRate: 0.5,
      medianDaysToReturn: 3,
    });
    expect(stats.categories).toEqual([
      { name: 'Electronics', reported: 5, returned: 2, returnRate: 0.4, medianDaysToReturn: 3 },
      { name: 'Keys', reported: 2, returned: 1, returnRate: 0.5, medianDaysToReturn: 10 },
    ]);
    expect(stats.months).toHaveLength(12);
    expect(stats.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => month(11 - i)),
    );
    expect(stats.months[11]).toEqual({
      month: month(0),
      reported: 3,
      returned: 0,
      returnRate: 0,
      medianDaysToReturn: null,
    });
    expect(stats.months[10]).toEqual({
      month: month(1),
      reported: 4,
      returned: 3,
      returnRate: 0.75,
      medianDaysToReturn: 2,
    });
    expect(stats.months[0]).toEqual({
      month: month(11),
      reported: 0,
      returned: 0,
      returnRate: 0,
      medianDaysToReturn: null,
    });
  });

  it('holds nothing personal', async () => {
    const text = (await get()).body;
    for (const secret of [poster.id, claimant.id, poster.name, claimant.name, 'Secret title']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reuses the answer for a minute', async () => {
    const before = (await get()).json();
    const keys = await t.app.ctx.db
      .selectFrom('categories')
      .select('id')
      .where('name', '=', 'Keys')
      .executeTakeFirstOrThrow();
    await createItem(t, { postedBy: poster.id, categoryId: keys.id, status: 'Found' });
    expect((await get()).json()).toEqual(before);
  });
});
