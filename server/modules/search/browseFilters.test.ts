import { createTestApp, engineEnv, searchEngines, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { searchIndexServiceOf } from './searchIndex/searchIndexService';

type Page = {
  items: { _id: string }[];
  pagination: { totalResults: number; exactCount?: number; currentPage: number };
};

const DAY = 24 * 60 * 60 * 1000;

// Browse filters, sort and partial matches (docs/product.md#browse-filters), on both engines.
describe.each(searchEngines)('search: filters and sort (%s)', (engine) => {
  let t: TestApp;
  let poster: TestUser;
  let admin: TestUser;
  const ids: Record<string, string> = {};
  const cats: Record<string, string> = {};
  const places: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engineEnv(engine));
    poster = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    cats.bags = (await createCategory(t, { name: 'Bags' })).id;
    cats.electronics = (await createCategory(t, { name: 'Electronics' })).id;
    for (const [key, name, aliases] of [
      ['library', 'Main Library', ['ML']],
      ['eng', 'Engineering Building', ['EB']],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/places',
        headers: auth(admin),
        payload: { name, aliases },
      });
      expect(res.statusCode).toBe(201);
      places[key] = res.json().place._id;
    }
    const now = Date.now();
    // Posted oldest first, as items are: the index's ordinals follow posting times.
    const make = async (key: string, daysAgo: number, o: Parameters<typeof createItem>[1]) => {
      ids[key] = await createItem(t, {
        ...o,
        createdAt: new Date(now - daysAgo * DAY).toISOString(),
      });
    };
    const by = { postedBy: poster.id };
    await make('oldBag', 60, {
      ...by,
      categoryId: cats.bags,
      title: 'Blue backpack',
      description: 'Canvas',
      location: 'Main library',
    });
    await make('phone', 10, {
      ...by,
      categoryId: cats.electronics,
      title: 'Blue phone',
      description: 'Cracked screen',
      location: 'ML 2nd floor',
      status: 'Found',
    });
    await make('newBag', 2, {
      ...by,
      categoryId: cats.bags,
      title: 'Black backpack',
      description: 'Leather',
      location: 'EB room 4',
    });
    await make('cable', 1, {
      ...by,
      categoryId: cats.electronics,
      title: 'Charging cable',
      description: 'White',
      location: 'Gym',
    });
    if (engine !== 'database') expect(await searchIndexServiceOf(t.app.ctx).ready()).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string): Promise<Page> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/items/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const found = async (query: string) => (await search(query)).items.map((i) => i._id);
  const q = (text: string) => `search=${encodeURIComponent(text)}`;

  it('filters by category, posting time and place, browsing without words', async () => {
    expect(await found(`category=${cats.bags}`)).toEqual([ids.newBag, ids.oldBag]);
    expect((await search(`category=${cats.bags}`)).pagination.totalResults).toBe(2);
    expect(await found('postedWithin=week')).toEqual([ids.cable, ids.newBag]);
    expect(await found('postedWithin=month')).toEqual([ids.cable, ids.newBag, ids.phone]);
    expect((await search('postedWithin=month')).pagination.totalResults).toBe(3);
    expect(await found('postedWithin=term')).toHaveLength(4);
    // A location names the place or one of its aliases ("ML 2nd floor").
    expect(await found(`place=${places.library}`)).toEqual([ids.phone, ids.oldBag]);
    expect(await found(`place=${places.eng}`)).toEqual([ids.newBag]);
    expect(await found('place=no-such-place')).toEqual([]);
    expect(await found(`category=nothing`)).toEqual([]);
  });

  it('sorts oldest first, and combines filters with the status', async () => {
    expect(await found('sort=oldest')).toEqual([ids.oldBag, ids.phone, ids.newBag, ids.cable]);
    expect(await found('sort=oldest&limit=1&page=2')).toEqual([ids.phone]);
    expect(await found(`sort=oldest&category=${cats.bags}`)).toEqual([ids.oldBag, ids.newBag]);
    expect(await found(`status=Found&place=${places.library}`)).toEqual([ids.phone]);
    expect(await found(`status=Lost&place=${places.library}`)).toEqual([ids.oldBag]);
    expect(await found(`category=${cats.electronics}&postedWithin=week`)).toEqual([ids.cable]);
  });

  it('applies the filters and the sort to words', async () => {
    expect(await found(`${q('blue')}&category=${cats.electronics}`)).toEqual([ids.phone]);
    expect(await found(`${q('blue')}&status=Found`)).toEqual([ids.phone]);
    expect(await found(`${q('backpack')}&postedWithin=week`)).toEqual([ids.newBag]);
    expect(await found(`${q('backpack')}&place=${places.library}`)).toEqual([ids.oldBag]);
    expect(await found(q('backpack'))).toEqual([ids.newBag, ids.oldBag]);
    expect(await found(`${q('backpack')}&sort=oldest`)).toEqual([ids.oldBag, ids.newBag]);
  });

  it('continues with items matching some of the words, most words first', async () => {
    const page = await search(q('blue backpack'));
    // The full match, then one word each, newest first.
    expect(page.items.map((i) => i._id)).toEqual([ids.oldBag, ids.newBag, ids.phone]);
    expect(page.pagination).toMatchObject({ exactCount: 1, totalResults: 3 });
    // The full matches fill their last page: no partial section.
    const full = await search(`${q('blue backpack')}&limit=1`);
    expect(full.pagination.exactCount).toBeUndefined();
    expect(full.pagination.totalResults).toBe(1);
    // None match all: the partial section is the whole page.
    const none = await search(q('black phone'));
    expect(none.pagination).toMatchObject({ exactCount: 0, totalResults: 2 });
    expect(none.items.map((i) => i._id)).toEqual([ids.newBag, ids.phone]);
    // Filters apply to the partial section too.
    expect(await found(`${q('blue backpack')}&category=${cats.bags}`)).toEqual([
      ids.oldBag,
      ids.newBag,
    ]);
    // A word that matches nothing is not counted; words alone always match whole.
    expect(await found(q('blue xqzzv'))).toEqual([ids.phone, ids.oldBag]);
    expect((await search(q('backpack'))).pagination.exactCount).toBeUndefined();
  });

  it('finds nothing for a nonsense query', async () => {
    for (const words of ['xqzzv plorkt', 'xqzzv', 'the xqzzv plorkt']) {
      const page = await search(q(words));
      expect(page.items).toEqual([]);
      expect(page.pagination.totalResults).toBe(0);
      expect(page.pagination.exactCount).toBeUndefined();
    }
  });
});
