import { partialMatches } from '../partialMatches';
import { firstWindow } from '../searchPlan';
import { indexedItem } from '../../../test/indexedItem';
import { indexPartialMatches } from './indexPartialMatches';
import { indexSource } from './indexSource';
import { MatchIndex } from './matchIndex';

const item = indexedItem;

function build(titles: string[]) {
  const index = new MatchIndex();
  titles.forEach((t, i) => expect(index.put(item(i + 1, t))).toBe(true));
  return index;
}

/** The partial matches of both implementations: the index's one pass and the per-word reads. */
async function both(index: MatchIndex, words: string[], sort: 'newest' | 'oldest' = 'newest') {
  const scope = index.scope({});
  const window = await firstWindow(indexSource(index, words, scope, sort));
  const full = new Set(window.keys);
  const rank = (k: number | string) => index.rank(k);
  const generic = await partialMatches(
    words,
    (t) => indexSource(index, [t], scope, sort),
    full,
    async (keys) =>
      keys.sort((a, b) => (sort === 'oldest' ? rank(a) - rank(b) : rank(b) - rank(a))),
  );
  const onePass = indexPartialMatches(index, words, scope, sort, full);
  // Told that `full` holds every full match, it may stop early: the same answer.
  const complete = !window.capped && window.keys.length === window.total;
  expect(indexPartialMatches(index, words, scope, sort, full, complete)).toEqual(onePass);
  return { onePass, generic };
}

describe('partial matches from the index in one pass (indexPartialMatches.ts)', () => {
  it('orders by how many words match, then newest first, leaving the full matches out', async () => {
    const index = build([
      'red wool hat', // 1: all three (full match)
      'red hat', // 2: two
      'red scarf', // 3: one
      'blue wool scarf', // 4: one
      'wool hat', // 5: two
      'green gloves', // 6: none
    ]);
    const { onePass, generic } = await both(index, ['red', 'wool', 'hat']);
    expect(onePass).toEqual([5, 2]); // two of three words; one is not most
    expect(generic).toEqual(onePass);
    expect((await both(index, ['red', 'wool', 'hat'], 'oldest')).onePass).toEqual([2, 5]);
  });

  it('needs half of the words that match something; stop words and nonsense do not count', async () => {
    const index = build(['red hat', 'blue scarf', 'the lost umbrella']);
    expect((await both(index, ['red', 'xqzzv'])).onePass).toEqual([1]);
    expect((await both(index, ['red', 'scarf'])).onePass).toEqual([2, 1]);
    expect((await both(index, ['the', 'lost', 'xqzzv'])).onePass).toEqual([]);
    expect((await both(index, ['xqzzv', 'plorkt'])).onePass).toEqual([]);
    expect((await both(index, ['umbrella'])).onePass).toEqual([]);
  });

  it('reads the scope: another status is not a partial match', async () => {
    const index = new MatchIndex();
    index.put(item(1, 'red hat'));
    index.put(item(2, 'red scarf', { status: 'Found' }));
    const scope = index.scope({ status: 'Lost' });
    expect(indexPartialMatches(index, ['red', 'scarf'], scope, 'newest', new Set())).toEqual([1]);
  });

  it('reads a changed item by its current words', async () => {
    const index = build(['red hat', 'blue scarf']);
    index.put(item(1, 'green gloves'));
    expect((await both(index, ['red', 'scarf'])).onePass).toEqual([2]);
  });

  it('stops early once every level it can fill is full, with the same answer', async () => {
    // 1,200 items with "red" or "hat" and a few with both: the one-word level fills at 1,000.
    const titles = Array.from({ length: 1200 }, (_, i) =>
      i % 300 === 7 ? 'red hat' : i % 2 ? 'red scarf' : 'blue hat',
    );
    const index = build(titles);
    const { onePass, generic } = await both(index, ['red', 'hat']);
    expect(onePass).toHaveLength(1000);
    expect(onePass[0]).toBe(1200);
    expect(generic.slice(0, 10)).toEqual(onePass.slice(0, 10));
    // Two of three words first (red scarf), then one (red hat); nonsense counts for nothing.
    const three = (await both(index, ['red', 'xqzzv', 'scarf'])).onePass;
    expect(three).toHaveLength(600);
    expect(three[596]).toBe(908);
  });
});
