import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';

type Page = { items: { _id: string; reference: string }[]; pagination: { totalResults: number } };

// Both search engines answer a reference the same way (docs/product.md#references-storage-and-custody).
describe.each(['database', 'memory'] as const)('items: search by reference (%s)', (engine) => {
  let t: TestApp;
  let poster: TestUser;
  let admin: TestUser;
  let keeper: TestUser;
  let ids: string[];
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_INDEX: engine });
    poster = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    keeper = await createUser(t, { role: 'keeper' });
    const categoryId = (await createCategory(t, { name: 'Bags' })).id;
    const make = (o: Partial<Parameters<typeof createItem>[1]>) =>
      createItem(t, { postedBy: poster.id, categoryId, title: 'Red bag', ...o });
    // Many items share words with each other; the reference picks exactly one.
    ids = [];
    for (let i = 0; i < 12; i++) ids.push(await make({ status: 'Found' }));
    ids.push(await make({ isActive: false }));
    for (const id of ids) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/items/${id}`,
        headers: auth(admin),
      });
      refs[id] = res.json().item.reference;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, user?: TestUser): Promise<Page> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?${query}`,
      headers: user ? auth(user) : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const q = (search: string, more = '') => `search=${encodeURIComponent(search)}${more}`;
  const found = (page: Page) => page.items.map((i) => i._id);

  it('gives every item a reference LF-{year}-{number}', () => {
    const year = new Date().getUTCFullYear();
    for (const ref of Object.values(refs)) expect(ref).toMatch(new RegExp(`^LF-${year}-\\d{5,}$`));
    expect(new Set(Object.values(refs)).size).toBe(ids.length);
  });

  it('finds exactly the item a reference names, for anyone, in any case', async () => {
    const id = ids[3]!;
    for (const text of [refs[id]!, refs[id]!.toLowerCase(), ` ${refs[id]} `]) {
      for (const user of [undefined, keeper]) {
        const page = await search(q(text), user);
        expect(found(page)).toEqual([id]);
        expect(page.pagination.totalResults).toBe(1);
      }
    }
  });

  it('finds nothing for a wrong year, an unknown number, another status or page 2', async () => {
    const ref = refs[ids[5]!]!;
    const [, year, number] = ref.split('-');
    expect(found(await search(q(`LF-${Number(year) - 1}-${number}`)))).toEqual([]);
    expect(found(await search(q(`LF-${year}-99999999`)))).toEqual([]);
    expect(found(await search(q(ref, '&status=Lost')))).toEqual([]);
    expect(found(await search(q(ref, '&status=Found')))).toEqual([ids[5]]);
    const second = await search(q(ref, '&page=2&limit=1'));
    expect(second.items).toEqual([]);
    expect(second.pagination.totalResults).toBe(1);
  });

  it('shows a deactivated item only to admins asking for inactive items', async () => {
    const hidden = ids.at(-1)!;
    expect(found(await search(q(refs[hidden]!)))).toEqual([]);
    expect(found(await search(q(refs[hidden]!, '&isActive=false'), admin))).toEqual([hidden]);
    expect(found(await search(q(refs[ids[0]!]!, '&isActive=false'), admin))).toEqual([]);
  });

  it('finds it exactly in the admin items list too, inactive included', async () => {
    const get = (search: string, page = 1) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/items?search=${encodeURIComponent(search)}&page=${page}`,
        headers: auth(admin),
      });
    for (const id of [ids[7]!, ids.at(-1)!]) {
      const res = await get(refs[id]!.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((i: { _id: string }) => i._id)).toEqual([id]);
      expect(res.json().pagination.totalResults).toBe(1);
    }
    expect((await get('LF-1999-00001')).json().items).toEqual([]);
    expect((await get(refs[ids[7]!]!, 2)).json().items).toEqual([]);
    // Other searches are unchanged: a word still finds every item holding it.
    expect((await get('Red bag')).json().pagination.totalResults).toBe(ids.length);
  });
});
