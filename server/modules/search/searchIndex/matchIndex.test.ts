import { firstWindow, deepPage } from '../searchPlan';
import { termWordsOf } from '../synonymTerms';
import { indexSource } from './indexSource';
import { expandQuery } from './queryExpansion';
import { MatchIndex, type IndexedItem } from './matchIndex';
import { wordsOf } from './words';

let n = 0;
const item = (o: Partial<IndexedItem> & { title: string }): IndexedItem => {
  n++;
  return {
    id: `id${n}`,
    key: n,
    order: String(n).padStart(8, '0'),
    status: 'Lost',
    active: true,
    rest: '',
    categoryId: 'cat',
    location: 'Library',
    postedAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
    ...o,
  };
};

const keysOf = async (index: MatchIndex, words: string[], status?: string) =>
  (await firstWindow(indexSource(index, words, index.scope({ status })))).keys;

describe('wordsOf', () => {
  it('reads words as the SQLite tokenizer does: lower-cased, without diacritics', () => {
    expect(wordsOf('Café au LAIT, 2x USB-C')).toEqual(['cafe', 'au', 'lait', '2x', 'usb', 'c']);
    expect(wordsOf('Ünïcödé 日本')).toEqual(['unicode', '日本']);
  });
});

describe('MatchIndex', () => {
  const build = (...items: IndexedItem[]) => {
    const index = new MatchIndex();
    for (const i of items) expect(index.put(i)).toBe(true);
    return index;
  };

  it('finds word prefixes, titles first, then newest first', async () => {
    const laptop = item({ title: 'Grey laptop', rest: 'Dell' });
    const charger = item({ title: 'Charger', rest: 'for a laptop' });
    const bag = item({ title: 'Laptop bag' });
    const index = build(laptop, charger, bag);
    expect(await keysOf(index, ['lap'])).toEqual([bag.key, laptop.key, charger.key]);
    expect(await keysOf(index, ['laptop', 'dell'])).toEqual([laptop.key]);
    expect(await keysOf(index, ['lap', 'for'])).toEqual([charger.key]);
    expect(await keysOf(index, ['café'])).toEqual([]);
  });

  it('matches a one-letter word whole, never as a prefix', async () => {
    const a = item({ title: 'USB C cable' });
    const b = item({ title: 'Cable' });
    const index = build(a, b);
    expect(await keysOf(index, ['c'])).toEqual([a.key]);
    expect(await keysOf(index, ['ca'])).toEqual([b.key, a.key]);
  });

  it('filters by status and leaves inactive and removed items out', async () => {
    const lost = item({ title: 'Red umbrella' });
    const found = item({ title: 'Blue umbrella', status: 'Found' });
    const hidden = item({ title: 'Green umbrella', active: false });
    const gone = item({ title: 'Black umbrella' });
    const index = build(lost, found, hidden, gone);
    index.remove(gone.id);
    expect(await keysOf(index, ['umbrella'])).toEqual([found.key, lost.key]);
    expect(await keysOf(index, ['umbrella'], 'Found')).toEqual([found.key]);
  });

  it('matches a changed item by its new words only, at its old place', async () => {
    const first = item({ title: 'Blue scarf' });
    const second = item({ title: 'Blue hat' });
    const index = build(first, second);
    expect(index.put({ ...first, title: 'Woollen scarf', status: 'Found' })).toBe(true);
    expect(await keysOf(index, ['blue'])).toEqual([second.key]);
    expect(await keysOf(index, ['wool'])).toEqual([first.key]);
    expect(await keysOf(index, ['scarf'], 'Found')).toEqual([first.key]);
    expect(index.put({ ...second, active: false })).toBe(true);
    expect(await keysOf(index, ['hat'])).toEqual([]);
    expect(index.put({ ...second, active: true })).toBe(true);
    expect(await keysOf(index, ['hat'])).toEqual([second.key]);
  });

  it('refuses a new item that sorts before the newest (the keeper reloads)', () => {
    const newer = item({ title: 'Newer' });
    const index = build(newer);
    expect(index.put({ ...item({ title: 'Older' }), order: '0' })).toBe(false);
  });

  it('pages deep and counts up to a cap whatever the number of matches', async () => {
    const index = new MatchIndex();
    const items = Array.from({ length: 300 }, (_, i) =>
      item({ title: i % 3 ? `Notebook ${i}` : `Pen ${i}`, rest: 'notebook' }),
    );
    for (const i of items) index.put(i);
    const src = indexSource(index, ['note'], index.scope());
    const window = await firstWindow(src);
    expect(window.total).toBe(300);
    expect(await src.count(50)).toBe(50);
    // Titles (i % 3 !== 0), newest first, then the pens, newest first.
    const expected = [
      ...items.filter((_, i) => i % 3).reverse(),
      ...items.filter((_, i) => !(i % 3)).reverse(),
    ].map((i) => i.key);
    expect(window.keys).toEqual(expected.slice(0, 80));
    expect(await deepPage(src, 10, 195)).toEqual(expected.slice(195, 205));
    expect(await deepPage(src, 10, 295)).toEqual(expected.slice(295));
  });

  it('keeps cached word and prefix sets current as items are added, past their first size', async () => {
    const index = build(...Array.from({ length: 40 }, (_, i) => item({ title: `Common ${i}` })));
    expect((await keysOf(index, ['common'])).length).toBe(40);
    expect(await keysOf(index, ['lap'])).toEqual([]);
    const added = Array.from({ length: 300 }, (_, i) => item({ title: `Common lapel ${i}` }));
    for (const i of added) expect(index.put(i)).toBe(true);
    const src = indexSource(index, ['common'], index.scope());
    expect(await src.count(1000)).toBe(340);
    expect(await keysOf(index, ['lap'])).toEqual(
      added
        .map((i) => i.key)
        .reverse()
        .slice(0, 80),
    );
    expect(await indexSource(index, ['lapel', 'com'], index.scope()).count(1000)).toBe(300);
  });

  it('moves a changed item between the title part and the rest', async () => {
    const scarf = item({ title: 'Blue scarf', rest: 'wool' });
    const hat = item({ title: 'Wool hat' });
    const index = build(scarf, hat);
    const order = async () => {
      const src = indexSource(index, ['wool'], index.scope());
      return { title: await src.title(10, 0), rest: await src.rest(10, 0) };
    };
    expect(await order()).toEqual({ title: [hat.key], rest: [scarf.key] });
    index.put({ ...scarf, title: 'Wool scarf' });
    index.put({ ...hat, title: 'Felt hat', rest: 'wool lining' });
    expect(await order()).toEqual({ title: [scarf.key], rest: [hat.key] });
    index.put({ ...hat, title: 'Felt hat', rest: 'cotton' });
    expect(await order()).toEqual({ title: [scarf.key], rest: [] });
  });

  it("orders by rank as each item's current words give it, whatever ranks add nothing", async () => {
    // Ranks that add no set (a common word spelled right has no corrections) share the rank
    // below's blocks and are skipped; ranks filled alone or with those below must agree.
    const index = new MatchIndex();
    const vocabulary = ['backpack', 'rucksack', 'bag', 'wallet', 'billfold', 'phone', 'mobile'];
    const words = [...vocabulary, 'black', 'blue', 'umbrella', 'keys', 'charger'];
    let seed = 11;
    const pick = () => words[(seed = (seed * 48271) % 2147483647) % words.length];
    const items = Array.from({ length: 2500 }, () =>
      item({ title: `${pick()} ${pick()}`, rest: pick() }),
    );
    items.push(item({ title: 'Umbrela', rest: 'blue' }));
    for (const i of items) index.put(i);
    const now = new Map(items.map((i) => [i.key, i]));
    for (const i of items.slice(0, 300)) {
      const changed = { ...i, title: `${pick()} ${pick()}`, rest: pick() };
      index.put(changed);
      now.set(i.key, changed);
    }
    const wordSet = (text: string) => new Set([...wordsOf(text), ...termWordsOf(text)]);
    for (const query of [
      ['rucksack'],
      ['bag', 'black'],
      ['umbrela'],
      ['phone', 'blue'],
      ['billfold', 'keys'],
    ]) {
      const e = expandQuery(index, query);
      // Every item's rank by its current words, titles first within rank 0, then newest first.
      const ranked = [...now.values()].flatMap((i) => {
        const title = wordSet(i.title);
        const all = new Set([...title, ...wordSet(i.rest)]);
        const rank = [0, 1, 2, 3].find((r) => r < e.ranks && e.matches(all, r));
        if (rank === undefined) return [];
        // Within rank 0 (the words as typed) the title matches come first.
        const rest = rank === 0 && !e.matches(title, 0) ? 1 : 0;
        return [{ key: i.key as number, order: [rank, rest] }];
      });
      ranked.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || b.key - a.key);
      const got = await firstWindow(indexSource(index, query, index.scope()), 10_000);
      expect({ query, keys: got.keys, total: got.total }).toEqual({
        query,
        keys: ranked.slice(0, got.keys.length).map((r) => r.key),
        total: ranked.length,
      });
      expect(got.keys.length).toBe(Math.min(ranked.length, 80));
    }
  });

  it('plans each set once, and no set that no item has', () => {
    const index = build(
      item({ title: 'Brown wallet', rest: 'leather' }),
      item({ title: 'Brown billfold' }),
      item({ title: 'Blue rucksack' }),
      item({ title: 'Backpack', rest: 'blue' }),
    );
    for (const query of [['brwon'], ['wallet'], ['walet', 'brown'], ['rucksak', 'blue']]) {
      for (const field of ['all', 'title'] as const) {
        for (const plan of expandQuery(index, query).plans(field)) {
          for (const g of plan) {
            const sets = [...g.words.flat(), ...g.extra];
            expect({ query, empty: sets.filter((x) => x.size === 0) }).toEqual({
              query,
              empty: [],
            });
            // A one-word group's sets are ORed: the same words twice would be read twice.
            if (g.words.length !== 1) continue;
            const read = sets.map((x) => (x.words ?? []).join(' '));
            expect({ query, read }).toEqual({ query, read: [...new Set(read)] });
          }
        }
      }
    }
  });

  it('gives the same first window in one pass as page by page, changed items included', async () => {
    const index = new MatchIndex();
    const vocabulary = ['red', 'blue', 'bag', 'bottle', 'book', 'key', 'black'];
    let seed = 7;
    const pick = () => vocabulary[(seed = (seed * 48271) % 2147483647) % vocabulary.length];
    const items = Array.from({ length: 3000 }, (_, i) =>
      item({ title: `${pick()} ${pick()}`, rest: pick(), status: i % 3 ? 'Lost' : 'Found' }),
    );
    for (const i of items) index.put(i);
    for (const i of items.slice(0, 200)) index.put({ ...i, title: `${pick()} ${pick()}` });
    for (const words of [['red'], ['bl'], ['b', 'key'], ['bo', 'black'], ['none']]) {
      for (const status of [undefined, 'Found']) {
        const src = indexSource(index, words, index.scope({ status }));
        const onePass = await firstWindow(src);
        const pageByPage = await firstWindow({ ...src, window: undefined });
        expect({ words, status, ...onePass }).toEqual({ words, status, ...pageByPage });
      }
    }
  });

  it("makes its common words' bitsets in steps, before a search asks, and answers alike", async () => {
    const titles = (i: number) => (i === 7 ? 'red rare' : i % 2 ? 'red blue' : 'red');
    const items = Array.from({ length: 64 }, (_, i) => item({ title: titles(i) }));
    const warmed = build(...items);
    const cold = build(...items);
    expect(warmed.ownBitsets.title).toBe(0);
    let steps = 0;
    while (warmed.warmStep()) steps++;
    // Title words held by 1 item in 32 or more: red (64 items) and blue (32), and their colour
    // terms (synonymTerms.ts); not rare (1 item).
    expect(warmed.ownBitsets.title).toBe(4);
    expect(warmed.ownBitsets.all).toBeGreaterThanOrEqual(2);
    expect(steps).toBeGreaterThanOrEqual(4);
    expect(warmed.warmStep()).toBe(false);
    for (const words of [['red', 'blue'], ['blu'], ['rare'], ['red']]) {
      expect(await keysOf(warmed, words)).toEqual(await keysOf(cold, words));
    }
  });
});
