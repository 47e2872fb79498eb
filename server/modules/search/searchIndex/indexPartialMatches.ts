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
  const buckets: number[][] = telling.map(() => []);
  buckets.push([]);
  const matched = telling.map(() => false);
  const xs = new Array<number>(telling.length);
  for (let i = 0; i <= last - first; i++) {
    const w = oldest ? first + i : last - i;
    let any = 0;
    for (let j = 0; j < sources.length; j++) {
      const x = (xs[j] = sources[j].matchesAt(w));
      if (x) matched[j] = true;
      any |= x;
    }
    for (let k = 0; any && k < 32; k++) {
      const b = oldest ? k : 31 - k;
      const bit = 1 << b;
      if (!(any & bit)) continue;
      any &= ~bit;
      let n = 0;
      for (let j = 0; j < xs.length; j++) if (xs[j] & bit) n++;
      const bucket = buckets[n];
      const o = (w << 5) | b;
      if (bucket.length < cap && !full.has(index.keys[o])) bucket.push(o);
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
