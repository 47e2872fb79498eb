import { indexedItem } from '../../../test/indexedItem';
import { deepPage, firstWindow } from '../searchPlan';
import { indexSource } from './indexSource';
import { expandQuery } from './queryExpansion';
import { MatchIndex, type IndexedItem } from './matchIndex';

// Three blocks of the pair table (8,192 items each, the last one partial).
const ITEMS = 20_000;
const COLOURS = ['red', 'blue', 'green', 'black', 'grey'];
const THINGS = ['wallet', 'umbrella', 'scarf', 'headphones', 'keys', 'backpack', 'calculator'];

/** Item n's title: a colour and a thing; "headphones" and "keys" meet in item 15,000 alone. */
const titleOf = (n: number) =>
  n === 15_000 ? 'Headphones on keys' : `${COLOURS[n % 5]} ${THINGS[Math.floor(n / 5) % 7]}`;

const itemAt = (n: number, o: Partial<IndexedItem> = {}) =>
  indexedItem(n, titleOf(n), { rest: n % 3 ? 'left in the library' : 'by the gym', ...o });

function built(pairs: boolean): MatchIndex {
  const index = new MatchIndex();
  for (let n = 1; n <= ITEMS; n++) index.put(itemAt(n));
  if (pairs) {
    const tables = index.startPairs();
    while (tables.buildStep(index.size));
  }
  return index;
}

const answer = async (index: MatchIndex, words: string[], status?: string) => {
  const scope = () => index.scope({ status });
  const window = await firstWindow(indexSource(index, words, scope()));
  const oldest = await firstWindow(indexSource(index, words, scope(), 'oldest'));
  const deep = await deepPage(indexSource(index, words, scope()), 10, 200);
  return { window, oldest, deep };
};

/** Which of the index's blocks a search may find a match in (a title match), by the pair tables. */
const blocksOf = (index: MatchIndex, words: string[], field: 'all' | 'title' = 'all') => {
  const plans = expandQuery(index, words).plans(field);
  const mayMatch = index.pairs?.pruner(plans[plans.length - 1], field) ?? null;
  return mayMatch ? [0, 1, 2].map(mayMatch) : null;
};

describe('the pair table (where common words meet)', () => {
  const plain = built(false);
  const paired = built(true);

  it('rules out the blocks where two words never meet, at any rank', async () => {
    expect(blocksOf(paired, ['headphones', 'keys'])).toEqual([false, true, false]);
    // A typo's corrections and a word's synonyms meet in the same blocks only.
    expect(blocksOf(paired, ['headphnes', 'keys'])).toEqual([false, true, false]);
    expect(blocksOf(paired, ['red', 'wallet'])).toEqual([true, true, true]);
    // Not complete, or one group: every block may match.
    expect(blocksOf(plain, ['headphones', 'keys'])).toBeNull();
    expect(blocksOf(paired, ['headphones'])).toBeNull();
    // Titles have their own table: "gym" is in no title, "red" and "wallet" meet in titles.
    expect(blocksOf(paired, ['red', 'gym'], 'title')).toEqual([false, false, false]);
    expect(blocksOf(paired, ['red', 'gym'])).toEqual([true, true, true]);
    expect(blocksOf(paired, ['red', 'wallet'], 'title')).toEqual([true, true, true]);
    const found = await answer(paired, ['headphones', 'keys']);
    expect(found.window.keys).toEqual([15_000]);
    expect(await answer(paired, ['headphnes', 'keys'])).toEqual(
      await answer(plain, ['headphnes', 'keys']),
    );
  });

  it('gives every search the answers it gives without the table', async () => {
    const queries = [
      ['red', 'wallet'],
      ['blue', 'umbrela'],
      ['grey', 'head'],
      ['headphones', 'keys'],
      ['key', 'wallet'],
      ['backpack', 'gym'],
      ['rucksack', 'library'],
      ['green', 'scarf', 'gym'],
      ['black', 'calculater'],
      ['wallet', 'umbrella'],
      ['library', 'the'],
    ];
    for (const q of queries) {
      for (const status of [undefined, 'Lost', 'Found']) {
        expect({ q, status, ...(await answer(paired, q, status)) }).toEqual({
          q,
          status,
          ...(await answer(plain, q, status)),
        });
      }
    }
  });

  it('keeps up with items added and changed after it is built', async () => {
    const index = built(true);
    // Item 10 (block 0) now has both words; a new item (block 2) too.
    index.put(itemAt(10, { title: 'Keys in headphones case' }));
    index.put(itemAt(ITEMS + 1, { title: 'Headphones and keys' }));
    expect(blocksOf(index, ['headphones', 'keys'])).toEqual([true, true, true]);
    expect((await answer(index, ['headphones', 'keys'])).window.keys).toEqual([
      ITEMS + 1,
      15_000,
      10,
    ]);
    // An item past the last block made is never ruled out.
    const more = built(true);
    for (let n = ITEMS + 1; n <= 3 * 8192 + 5; n++) more.put(itemAt(n));
    more.put(itemAt(3 * 8192 + 6, { title: 'Headphones, keys' }));
    const plans = expandQuery(more, ['headphones', 'keys']).plans('all');
    expect(more.pairs!.pruner(plans[plans.length - 1], 'all')!(3)).toBe(true);
    expect((await answer(more, ['headphones', 'keys'])).window.keys).toEqual([
      3 * 8192 + 6,
      15_000,
    ]);
  });
});
