import { PARTIAL_CAP, tellingWords, wordsNeeded } from '../partialMatches';
import { indexSource } from './indexSource';
import type { SearchSort } from '../searchPlan';
import type { IndexKey, MatchIndex, Scope } from './matchIndex';

/**
 * Partial matches ("Items matching some of your words", partialMatches.ts) from the in-memory
 * index in one pass over the scope's bitset words: each word's matches (at any rank) are read
 * 32 items at a time and every item's count of words taken from the bits, so no per-word key
 * lists, maps or sorts are built (they were most of an uncached two-word search's cost,
 * docs/performance.md). Best first: by how many words an item matches, then in the sort's order;
 * at most PARTIAL_CAP, the full matches (`full`) left out.
 */
export function indexPartialMatches(
  index: MatchIndex,
  tokens: string[],
  scope: Scope,
  sort: SearchSort,
  full: ReadonlySet<IndexKey>,
): IndexKey[] {
  const telling = tellingWords(tokens);
  if (!telling.length) return [];
  const cap = PARTIAL_CAP; // read once: an imported binding is a getter in the compiled module
  const sources = telling.map((t) => indexSource(index, [t], scope, sort));
  const { first, last } = sources[0].span();
  const oldest = sort === 'oldest';
  // buckets[n]: items matching exactly n words, in the sort's order (each at most PARTIAL_CAP).
  const words = telling.length;
  const buckets: number[][] = Array.from({ length: words + 1 }, () => []);
  const matched = telling.map(() => false);
  // atLeast[k]: the bits of the current bitset word matching k words or more (bit-sliced counts:
  // a few operations per 32 items, where reading every bit of every word cost 13 ms a search at
  // a million items, docs/performance.md#in-memory-search-index).
  const atLeast = new Int32Array(words + 2);
  // Levels whose bucket is full are not read again. When every level is, the pass is over: the
  // top one full means some item matches every word, so each word is known to match.
  let open = words;
  for (let i = 0; i <= last - first && open > 0; i++) {
    const w = oldest ? first + i : last - i;
    atLeast.fill(0);
    atLeast[0] = -1;
    for (let j = 0; j < words; j++) {
      const x = sources[j].matchesAt(w);
      if (!x) continue;
      matched[j] = true;
      for (let k = j + 1; k >= 1; k--) atLeast[k] |= atLeast[k - 1] & x;
    }
    for (let n = words; n >= 1; n--) {
      let y = atLeast[n] & ~atLeast[n + 1];
      const bucket = buckets[n];
      if (!y || bucket.length >= cap) continue;
      while (y && bucket.length < cap) {
        // Highest bit first (newest), lowest first when oldest.
        const b = oldest ? 31 - Math.clz32(y & -y) : 31 - Math.clz32(y);
        y &= ~(1 << b);
        const o = (w << 5) | b;
        if (!full.has(index.keys[o])) bucket.push(o);
      }
      if (bucket.length >= cap) open--;
    }
  }
  const need = wordsNeeded(matched.filter(Boolean).length);
  const out: IndexKey[] = [];
  for (let n = buckets.length - 1; n >= need && out.length < cap; n--) {
    for (const o of buckets[n]) {
      if (out.length === cap) break;
      out.push(index.keys[o]);
    }
  }
  return matched.some(Boolean) ? out : [];
}
