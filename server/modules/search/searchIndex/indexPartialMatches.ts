import { PARTIAL_CAP, tellingWords, wordsNeeded } from '../partialMatches';
import { fold } from './words';
import { indexSource } from './indexSource';
import { BLOCK, BLOCK_SHIFT } from './rankBlocks';
import type { SearchSort } from '../searchPlan';
import type { IndexKey, MatchIndex, Scope } from './matchIndex';

// Module-level copies: an imported binding is read through a getter in the compiled modules.
const SHIFT = BLOCK_SHIFT;
const SIZE = BLOCK;

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
  /** `full` holds every full match (else only the first ones). */
  complete = false,
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
  const xs = new Int32Array(words);
  // Levels whose bucket is full are not read again. When every level is, the pass is over: the
  // top one full means some item matches every word, so each word is known to match.
  let open = words;
  // Items matching every word are the full matches when the search reads each word on its own
  // (no phrase, no stop word left out): with all of them in `full`, that level has nothing to
  // find, and a two-word search ends when its one-word level is full, in the first block or so,
  // where it read every block (4 ms at a million items, docs/performance.md).
  const separate = complete ? indexSource(index, tokens, scope, sort).separateWords() : null;
  const closedTop =
    separate !== null &&
    separate.length === words &&
    separate.every((w, i) => w === fold(telling[i]));
  if (closedTop) open--;
  const changed = sources[0].changed;
  const blocks: (Int32Array | null)[] = sources.map(() => null);
  const bFirst = first >>> SHIFT;
  const bLast = last >>> SHIFT;
  for (let k = 0; k <= bLast - bFirst && last >= first && open > 0; k++) {
    const b = oldest ? bFirst + k : bLast - k;
    // Each word's matches in the block, read in place (a call per bitset word cost as much as
    // the rest of the pass).
    let anyBlock = false;
    for (let j = 0; j < words; j++)
      anyBlock = !!(blocks[j] = sources[j].blockMatches(b)) || anyBlock;
    if (!anyBlock) continue;
    const w0 = b << SHIFT;
    const wLo = Math.max(first, w0);
    const wHi = Math.min(last, w0 + SIZE - 1);
    for (let i = 0; i <= wHi - wLo && open > 0; i++) {
      const w = oldest ? wLo + i : wHi - i;
      const c = changed ? changed[w] | 0 : 0;
      let any = 0;
      for (let j = 0; j < words; j++) {
        const x = c ? sources[j].matchesAt(w) : (blocks[j]?.[w - w0] ?? 0);
        xs[j] = x;
        any |= x;
      }
      if (!any) continue;
      for (let k2 = 1; k2 <= words + 1; k2++) atLeast[k2] = 0;
      atLeast[0] = -1;
      for (let j = 0; j < words; j++) {
        const x = xs[j];
        if (!x) continue;
        matched[j] = true;
        for (let k2 = j + 1; k2 >= 1; k2--) atLeast[k2] |= atLeast[k2 - 1] & x;
      }
      for (let n = words; n >= 1; n--) {
        let y = atLeast[n] & ~atLeast[n + 1];
        const bucket = buckets[n];
        if (!y || bucket.length >= cap) continue;
        while (y && bucket.length < cap) {
          // Highest bit first (newest), lowest first when oldest.
          const bit = oldest ? 31 - Math.clz32(y & -y) : 31 - Math.clz32(y);
          y &= ~(1 << bit);
          const o = (w << 5) | bit;
          if (!full.has(index.keys[o])) bucket.push(o);
        }
        if (bucket.length >= cap) open--;
      }
    }
  }
  // A pass that ended early has not seen every word's matches: ask the others (one match each).
  if (open === 0) {
    for (let j = 0; j < words; j++) if (!matched[j]) matched[j] = sources[j].countNow(1) > 0;
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
