import { ITEMS, itemSortKeys, type ItemSort } from '../items';
import { containsAny, countSearchMatches, pageOfFtsMatchIds } from '../../db/adminSearch';
import { pageOfPgMatchIds } from '../../db/adminSearchPg';
import { appWithAdminItems, type SeededItem } from '../../test/adminItemsSeed';
import { createItem, type TestUser } from '../../test/fixtures';
import { getAs } from '../../test/adminFixtures';
import type { TestApp } from '../../test/testApp';

type ItemOut = { _id: string; title: string; status: string; createdAt: string; isActive: boolean };

describe('admin items: substring search', () => {
  let t: TestApp;
  let admin: TestUser;
  let poster: TestUser;
  let categoryId: string;
  let rows: SeededItem[];

  const get = (url: string) => getAs(t, admin, url);

  beforeAll(async () => {
    ({ t, admin, poster, categoryId, rows } = await appWithAdminItems());
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (s: string, extra = '') =>
    (await get(`/api/v1/admin/items?search=${encodeURIComponent(s)}${extra}`)).json();
  const ids = (body: { items: ItemOut[] }) => body.items.map((i) => i._id);
  const remove = (id: string) => t.app.ctx.db.deleteFrom('items').where('id', '=', id).execute();

  it('finds 3+ character fragments inside title, description and location, inactive too', async () => {
    const id = await createItem(t.app.ctx.db, {
      postedBy: poster.id,
      categoryId,
      title: 'Grey Jumper',
      description: 'Knitted, with a zipper',
      location: 'Lecture theatre',
      isActive: false,
    });
    try {
      expect(ids(await search('UMP'))).toEqual([id]);
      expect(ids(await search('itte'))).toEqual([id]);
      expect(ids(await search('theat'))).toEqual([id]);
      expect(ids(await search('per'))).toEqual([id]);
      const seededInactive = await search('mber 7');
      expect(ids(seededInactive)).toEqual([rows[7].id]);
      expect(seededInactive.items[0].isActive).toBe(false);
    } finally {
      await remove(id);
    }
    // Deleted rows leave the index.
    expect(await search('UMP')).toEqual({
      items: [],
      pagination: { currentPage: 1, totalPages: 1, totalResults: 0, limit: 10 },
    });
  });

  it('follows renames: the old text no longer matches, the new one does', async () => {
    const db = t.app.ctx.db;
    const id = await createItem(db, { postedBy: poster.id, categoryId, title: 'Silver flask' });
    try {
      expect(ids(await search('flask'))).toEqual([id]);
      await db.updateTable('items').set({ title: 'Silver thermos' }).where('id', '=', id).execute();
      expect((await search('flask')).pagination.totalResults).toBe(0);
      expect(ids(await search('ERMO'))).toEqual([id]);
      await db.updateTable('items').set({ location: 'Art studio' }).where('id', '=', id).execute();
      expect(ids(await search('t stu'))).toEqual([id]);
      expect((await search('Main lib')).pagination.totalResults).toBe(12);
      // A change to a column that is not searched keeps the entry.
      await db.updateTable('items').set({ status: 'Found' }).where('id', '=', id).execute();
      expect(ids(await search('ERMO'))).toEqual([id]);
    } finally {
      await remove(id);
    }
  });

  it('treats quotes, %, _ and search syntax in longer terms literally', async () => {
    const id = await createItem(t.app.ctx.db, {
      postedBy: poster.id,
      categoryId,
      title: 'The "Big" 100%_cotton scarf',
    });
    try {
      expect(ids(await search('"Big"'))).toEqual([id]);
      expect(ids(await search('g" 1'))).toEqual([id]);
      expect(ids(await search('0%_c'))).toEqual([id]);
      expect((await search('0%_x')).items).toEqual([]);
      expect((await search('00_%')).items).toEqual([]);
      expect((await search('"Big"*')).items).toEqual([]);
      expect((await search('Big OR scarf')).items).toEqual([]);
    } finally {
      await remove(id);
    }
  });

  it('still answers 1-2 character terms', async () => {
    expect(ids(await search('yM'))).toEqual([rows[5].id]);
    expect((await search('7')).items.map((i: ItemOut) => i._id)).toEqual([rows[7].id]);
  });

  it.each([
    ['title', 'asc'],
    ['title', 'desc'],
    ['status', 'asc'],
    ['createdAt', 'desc'],
  ] as const)('pages a search sorted by %s %s like the list', async (sortBy, order) => {
    // 'ain lib' matches every item but number 5 (Gym locker).
    const list = async (n: number, extra = '') =>
      ids(
        (
          await get(`/api/v1/admin/items?sortBy=${sortBy}&order=${order}&limit=5&page=${n}${extra}`)
        ).json(),
      );
    const all = [...(await list(1)), ...(await list(2)), ...(await list(3))];
    const q = `&search=${encodeURIComponent('AIN LIB')}`;
    const found = [...(await list(1, q)), ...(await list(2, q)), ...(await list(3, q))];
    expect(found).toEqual(all.filter((id) => id !== rows[5].id));
    expect((await search('ain lib', '&page=3&limit=5')).pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalResults: 12,
      limit: 5,
    });
    expect((await search('ain lib', '&page=4&limit=5')).items).toEqual([]);
  });

  it('gives the same pages with every plan of the database, also after the data changes', async () => {
    const db = t.app.ctx.db;
    const dialect = t.app.ctx.dialect;
    type Page = Parameters<typeof pageOfPgMatchIds>[3];
    const sqlitePlans = {
      walkAll: { maxRows: 1e9, minWindow: 1e9, maxWindow: 1e9, smallSet: 0 },
      tinyWindowThenSort: { maxRows: 1e9, minWindow: 2, maxWindow: 2, smallSet: 1e9 },
      sortPerRequest: { maxRows: -1, minWindow: 0, maxWindow: 0, smallSet: 1e9 },
      sortedOnceCached: { maxRows: -1, minWindow: 0, maxWindow: 0, smallSet: 0 },
    };
    const plans: Record<string, (term: string, p: Page) => Promise<string[]>> =
      dialect === 'sqlite'
        ? Object.fromEntries(
            Object.entries(sqlitePlans).map(([name, tuning]) => [
              name,
              (term: string, p: Page) => pageOfFtsMatchIds(db, ITEMS, term, p, tuning),
            ]),
          )
        : {
            sortPerRequest: (term, p) => pageOfPgMatchIds(db, ITEMS, term, p, 1e9),
            sortedOnceCached: (term, p) => pageOfPgMatchIds(db, ITEMS, term, p, 0),
          };
    const check = async () => {
      for (const term of ['ain lib', 'umbrella', 'mber 1', 'RED KEY']) {
        const total = await countSearchMatches(db, ITEMS, dialect, term);
        for (const sortBy of ['title', 'status', 'createdAt'] as ItemSort[]) {
          for (const order of ['asc', 'desc'] as const) {
            const keys = itemSortKeys(sortBy, order);
            let q = db
              .selectFrom('items')
              .select('id')
              .where(containsAny(dialect, ITEMS.columns, term));
            for (const [column, o] of keys) q = q.orderBy(column as 'id', o);
            const expected = (await q.execute()).map((r) => r.id);
            expect(total).toBe(expected.length);
            for (const offset of [0, 3, 6, 9, 12]) {
              const p = { keys, limit: 3, offset, total };
              const want = expected.slice(offset, offset + 3);
              for (const [plan, pageOf] of Object.entries(plans)) {
                const got = await pageOf(term, p);
                expect({ plan, term, sortBy, order, offset, got }).toEqual({
                  plan,
                  term,
                  sortBy,
                  order,
                  offset,
                  got: want,
                });
              }
            }
          }
        }
      }
    };
    await check();
    // A status change reorders the status sort: the cached sorted sets must not be reused.
    const before = (
      await db
        .selectFrom('items')
        .select('status')
        .where('id', '=', rows[0].id)
        .executeTakeFirstOrThrow()
    ).status;
    await db
      .updateTable('items')
      .set({ status: 'Returned' })
      .where('id', '=', rows[0].id)
      .execute();
    try {
      await check();
    } finally {
      await db.updateTable('items').set({ status: before }).where('id', '=', rows[0].id).execute();
    }
  });
});
