import { createTestApp, engineEnv, searchEngines, type TestApp } from '../../test/testApp';
import { createCategory, createItem, createUser } from '../../test/fixtures';
import { searchIndexServiceOf } from './searchIndex/searchIndexService';

type Page = { items: { _id: string; title: string }[] };

/**
 * Typo tolerance and synonyms over HTTP (docs/search-evaluation.md): corrections are the
 * in-memory index's, but for the synonym lists' own words, which every engine corrects;
 * synonyms are found by both engines.
 */
describe.each(searchEngines)('search: typos and synonyms (%s)', (engine) => {
  let t: TestApp;
  const base = Date.parse('2025-02-03T09:00:00Z');
  let n = 0;
  const titles = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?${new URLSearchParams({ search, limit: '20' })}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as Page).items.map((i) => i.title);
  };

  beforeAll(async () => {
    t = await createTestApp(engineEnv(engine));
    const poster = await createUser(t);
    const other = (await createCategory(t, { name: 'Other' })).id;
    const make = (title: string, description: string) =>
      createItem(t, {
        postedBy: poster.id,
        categoryId: other,
        title,
        description,
        createdAt: new Date(base + n++ * 60_000).toISOString(),
      });
    // Oldest first: the corrected and synonym matches are the newest, so only rank puts the
    // exact ones first.
    await make('Umbrella', 'Black folding umbrella');
    await make('Walet', 'Brown leather, a typo in the report itself');
    await make('Calculator', 'Casio scientific calculator');
    await make('Leather wallet', 'Brown wallet with cards');
    await make('AirPods', 'White AirPods in their case');
    await make('Reading glasses', 'Black frames in a case');
    await make('Umbrela stand', 'Typed by a finder in a hurry');
    await make('Red cap', 'Baseball cap');
    await make('Blue car', 'A toy car');
    if (engine !== 'database') await searchIndexServiceOf(t.app.ctx).ready();
  });
  afterAll(() => t.close());

  if (engine !== 'database') {
    it('finds a word within one slip of a typed word of 4-7 letters', async () => {
      expect(await titles('walet')).toEqual(expect.arrayContaining(['Leather wallet']));
      expect(await titles('calculater')).toEqual(['Calculator']);
    });

    it('ranks exact matches above corrected ones, newest first within each', async () => {
      expect(await titles('umbrela')).toEqual(['Umbrela stand', 'Umbrella']);
      // An everyday English word is what was meant: it is not corrected (to the finder's slip).
      expect(await titles('umbrella')).toEqual(['Umbrella']);
    });

    it('still corrects a word only a rare item holds (someone else’s typo)', async () => {
      expect(await titles('walet')).toEqual(['Walet', 'Leather wallet']);
    });

    it('does not correct words of three letters or fewer', async () => {
      expect(await titles('cab')).toEqual([]);
      expect(await titles('caps')).toEqual(['Red cap']);
    });
  }

  it('finds other names from the lists, below exact matches', async () => {
    expect(await titles('earbuds')).toEqual(['AirPods']);
    expect(await titles('specs')).toEqual(['Reading glasses']);
  });

  it("finds other names typed with a slip, on every engine (the lists' words are corrected)", async () => {
    expect(await titles('earbds')).toEqual(['AirPods']);
    expect(await titles('spectacels')).toEqual(['Reading glasses']);
  });

  it('finds nothing for nonsense', async () => {
    expect(await titles('xqzv plorb')).toEqual([]);
    expect(await titles('blorft')).toEqual([]);
  });
});
