import { createTestApp, engineEnv, searchEngines, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { searchTokens } from './searchQuery';
import { pgSource } from './pgSearchRepository';
import { deepPage, firstWindow } from './searchPlan';
import { searchIndexServiceOf } from './searchIndex/searchIndexService';

type Page = { items: { _id: string; title: string }[]; pagination: Record<string, number> };

// Every case runs against both search engines (docs/performance.md#in-memory-search-index).
describe.each(searchEngines)('items: search and browse (%s)', (engine) => {
  let t: TestApp;
  let poster: TestUser;
  let admin: TestUser;
  const ids: Record<string, string> = {};
  const base = Date.parse('2024-03-01T10:00:00Z');
  const at = (n: number) => new Date(base + n * 60_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp(engineEnv(engine));
    poster = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    const electronics = (await createCategory(t, { name: 'Electronics' })).id;
    const bottles = (await createCategory(t, { name: 'Water Bottles' })).id;
    const make = (key: string, n: number, o: Partial<Parameters<typeof createItem>[1]>) =>
      createItem(t, { postedBy: poster.id, categoryId: electronics, createdAt: at(n), ...o }).then(
        (id) => {
          ids[key] = id;
        },
      );
    await make('laptop', 1, { title: 'Grey laptop', description: 'Dell with stickers' });
    await make('charger', 2, { title: 'Charger', description: 'USB-C for a laptop' });
    await make('flask', 3, {
      title: 'Steel flask',
      description: 'Dented',
      location: 'Stadium north gate',
      categoryId: bottles,
      status: 'Found',
    });
    await make('hidden', 4, { title: 'Hidden laptop bag', isActive: false });
    await make('café', 5, {
      title: 'Mug from the Café',
      description: 'Ceramic',
      status: 'Claimed',
    });
    for (let i = 0; i < 10; i++) await make(`filler${i}`, 10 + i, { title: `Notebook ${i}` });
    if (engine !== 'database') expect(await searchIndexServiceOf(t.app.ctx).ready()).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?${query}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const found = (page: Page) => page.items.map((i) => i._id);
  const q = (text: string) => `search=${encodeURIComponent(text)}`;

  it('browses active items newest first, 8 a page by default', async () => {
    const page = await search('');
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalResults: 14, limit: 8 });
    expect(page.items[0]._id).toBe(ids.filler9);
    expect(found(page)).not.toContain(ids.hidden);
    const second = await search('page=2');
    expect(second.items).toHaveLength(6);
    expect(found(second).at(-1)).toBe(ids.laptop);
    const lost = await search('status=Found');
    expect(found(lost)).toEqual([ids.flask]);
    expect(lost.pagination.totalResults).toBe(1);
  });

  it('finds word prefixes in title, description, location and category', async () => {
    const laptop = await search(q('lap'));
    // Title matches rank above description matches; inactive items never show.
    expect(found(laptop)).toEqual([ids.laptop, ids.charger]);
    expect(laptop.pagination.totalResults).toBe(2);
    expect(found(await search(`${q('lap')}&limit=1&page=2`))).toEqual([ids.charger]);
    expect(found(await search(q('stad')))).toEqual([ids.flask]);
    expect(found(await search(q('water bott')))).toEqual([ids.flask]);
    expect(found(await search(q('STICKERS')))).toEqual([ids.laptop]);
    expect(found(await search(q('usb c laptop')))).toEqual([ids.charger]);
    expect(found(await search(q('lap') + '&status=Found'))).toEqual([]);
    expect(found(await search(q('CAFÉ')))).toEqual([ids['café']]);
    // SQLite and the index fold diacritics (remove_diacritics 2); PostgreSQL's 'simple' does not.
    if (t.app.ctx.dialect === 'sqlite' || engine !== 'database')
      expect(found(await search(q('cafe')))).toEqual([ids['café']]);
  });

  it('gives the same pages and totals with every PostgreSQL plan', async () => {
    if (t.app.ctx.dialect !== 'postgres' || engine !== 'database') return;
    const plans = {
      walkAll: { firstWalk: 1e6, maxWalk: 1e6 },
      walkFurther: { firstWalk: 2, maxWalk: 1e6 },
      indexAfterFirstWalk: { firstWalk: 2, maxWalk: 0 },
      indexOnly: { firstWalk: 1, maxWalk: 0 },
    };
    for (const words of ['lap', 'notebook', 'note 3', 'n', 'laptop dell', 'nothing']) {
      for (const status of [undefined, 'Found']) {
        const results = Object.entries(plans).map(async ([plan, tuning]) => {
          const src = () =>
            pgSource(
              t.app.ctx.db,
              searchTokens(words),
              { active: true, status, sort: 'newest' },
              tuning,
            );
          const deep = await Promise.all([0, 3, 5, 11].map((o) => deepPage(src(), 3, o)));
          return { plan, window: await firstWindow(src()), deep };
        });
        const [first, ...others] = await Promise.all(results);
        for (const other of others)
          expect({ words, status, ...other, plan: first.plan }).toEqual({
            words,
            status,
            ...first,
          });
      }
    }
  });

  it('never errors on syntax characters, quotes and emoji', async () => {
    const nasty = [
      '"',
      "'",
      '%',
      '_',
      '%_%',
      '.*',
      '(lap',
      'lap)',
      '[a-z]+',
      'a OR b',
      'NOT laptop',
      'lap* NEAR(x)',
      'title:laptop',
      '-laptop',
      '^$|\\',
      '😀',
      'lap😀top',
      "'; DROP TABLE items; --",
      '" OR 1=1 --',
      '&|!:*<->',
    ];
    for (const text of nasty) await search(q(text));
    // Only punctuation: no words, so no search filter.
    expect((await search(q('%_%'))).pagination.totalResults).toBe(14);
    expect(found(await search(q('"laptop"')))).toEqual([ids.laptop, ids.charger]);
  });

  it('shows inactive items only to admins who ask for them', async () => {
    const asAdmin = await search('isActive=false', auth(admin));
    expect(found(asAdmin)).toEqual([ids.hidden]);
    expect(found(await search(`isActive=false&${q('lap')}`, auth(admin)))).toEqual([ids.hidden]);
    const asUser = await search('isActive=false', auth(poster));
    expect(found(asUser)).not.toContain(ids.hidden);
    expect(asUser.pagination.totalResults).toBe(14);
    expect((await search('isActive=false')).pagination.totalResults).toBe(14);
  });

  it('reflects writes at once (no stale cached pages)', async () => {
    // A word with no synonym in the lists ("parasol" finds the umbrellas: docs/search-evaluation.md).
    const before = await search(q('trombone'));
    expect(before.pagination.totalResults).toBe(0);
    const categoryId = (await createCategory(t, { name: 'Other' })).id;
    const id = await createItem(t, { postedBy: poster.id, categoryId, title: 'Red trombone' });
    expect(found(await search(q('trombone')))).toEqual([id]);
    await t.app.ctx.db.updateTable('items').set({ is_active: 0 }).where('id', '=', id).execute();
    expect(found(await search(q('trombone')))).toEqual([]);
    // Renaming a category re-indexes its items.
    await t.app.ctx.db
      .updateTable('categories')
      .set({ name: 'Drinkware', name_key: 'drinkware' })
      .where('name', '=', 'Water Bottles')
      .execute();
    expect(found(await search(q('drinkw')))).toEqual([ids.flask]);
    // "water", not "bottles": bottles are found through the synonym lists whatever the category.
    expect(found(await search(q('water')))).toEqual([]);
  });

  it('validates paging parameters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/items/search?limit=500',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const far = await search('page=99&limit=5');
    expect(far.items).toEqual([]);
    expect(far.pagination).toMatchObject({ currentPage: 99, totalPages: 3, totalResults: 14 });
  });
});

describe('searchTokens', () => {
  it('keeps only words, lower-cased, unique, at most eight', () => {
    expect(searchTokens('  Lap-TOP "bag" 100% ')).toEqual(['lap', 'top', 'bag', '100']);
    expect(searchTokens('%_*()"\'')).toEqual([]);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('Ünïcödé 日本')).toEqual(['ünïcödé', '日本']);
  });
});
