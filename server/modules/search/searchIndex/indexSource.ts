import { popcount } from './bits';
import { expandQuery, planEmpty, type Expansion, type GroupPlan } from './queryExpansion';
import { BLOCK, BLOCK_SHIFT, eachBlockOf } from './rankBlocks';
import { searchBlocks, type SearchBlocks } from './searchBlocks';
import { pageOfWords } from './wordPages';
import { fold } from './words';
import type { MatchSource, SearchSort, Window } from '../searchPlan';
import type { Field, IndexKey, MatchIndex, Scope } from './matchIndex';

// Module-level copies: an imported binding is read through a getter in the compiled modules.
const SHIFT = BLOCK_SHIFT;
const SIZE = BLOCK;

/** An index search, and its matches read one bitset word at a time (partial matches). */
export type IndexSource = MatchSource<IndexKey> & {
  /** The ordinals of bitset word `w` that match, at any rank, within the scope. */
  matchesAt(w: number): number;
  /**
   * Block `b`'s matches at any rank, by bitset word (null: none), valid until the next call;
   * a changed item's bit may be wrong there: read `matchesAt` for the words with one.
   */
  blockMatches(b: number): Int32Array | null;
  /** The changed items' bits (null: none). */
  changed: Int32Array | null;
  /** The words searched, when each is read on its own (queryExpansion.ts `separate`). */
  separateWords(): string[] | null;
  /** Every match, whatever its rank, counted up to `cap` (what `count` answers, at once). */
  countNow(cap: number): number;
  /** The bitset words the scope spans. */
  span(): { first: number; last: number };
};

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): items
 * by rank (the words as typed, then corrected, then synonyms, then wider families:
 * queryExpansion.ts, docs/search-evaluation.md); within the first rank those with every word
 * in the title first; newest first (the oldest with sort=oldest). Each rank's set is
 * materialised a block of 8,192 items at a time as the scan reaches it (rankBlocks.ts), so a
 * page, a count or the first window that is complete early reads one block, and one that is not
 * reads each set once. The scope (status, category, place, posted within: `MatchIndex.scope`)
 * is one more set, and its ordinal range bounds the scan. Without words every item of the scope
 * matches, as a "title match" (browse has one part).
 */
export function indexSource(
  index: MatchIndex,
  tokens: string[],
  scope: Scope,
  sort: SearchSort = 'newest',
): IndexSource {
  const words = tokens.map(fold).filter((t) => t.length > 0);
  const changed = index.changedBits;
  const { bits, lo, hi } = scope;
  const oldest = sort === 'oldest';
  // Made on the first scan: most requests are answered from the cached window without one.
  let plans: Record<Field, GroupPlan[][]> | null = null;
  let expansion: Expansion | null = null;
  // The query's sets block by block (searchBlocks.ts), made with the plans.
  let sets: SearchBlocks | null = null;
  let first = 0;
  let last = -1;
  const expand = (): Expansion => (expansion ??= expandQuery(index, words));
  const prepare = (): Record<Field, GroupPlan[][]> => {
    if (plans) return plans;
    const e = expand();
    plans = { all: e.plans('all'), title: e.plans('title') };
    first = lo >>> 5;
    last = Math.min(bits.length, (hi + 31) >>> 5) - 1;
    const widest = plans.all[plans.all.length - 1];
    const titles = plans.title[0];
    const pairs = index.pairs;
    const mayMatch = pairs?.pruner(widest, 'all') ?? null;
    sets = searchBlocks(plans, scope, last, mayMatch, pairs?.pruner(titles, 'title') ?? null);
    return plans;
  };
  // Called once prepared (every caller prepares first).
  const blockOf = (field: Field, rank: number, b: number) => sets!.blockOf(field, rank, b);
  const widestOf = (b: number) => sets!.widestOf(b);

  /** The scope's blocks in the sort's order (rankBlocks.ts `eachBlockOf`). */
  const eachBlock = (visit: (b: number, wLo: number, wHi: number) => boolean) =>
    eachBlockOf(first, last, oldest, visit);
  /**
   * Changed items may still be in their old words' sets, so in a better rank than their words
   * now give: keeps those of `x` whose current words meet `rank` and (in `all`) no better one.
   */
  const correct = (w: number, x: number, field: Field, rank: number): number => {
    const c = changed && words.length ? (changed[w] | 0) & x : 0;
    for (let b = 0; c && b < 32; b++) {
      if (!(c & (1 << b))) continue;
      const o = (w << 5) | b;
      const now = index.currentWords(o, field);
      const all = index.currentWords(o, 'all');
      const e = expansion!;
      const ok =
        (!now || e.matches(now, rank)) &&
        (field === 'title' || rank === 0 || !all || !e.matches(all, rank - 1));
      if (!ok) x &= ~(1 << b);
    }
    return x;
  };
  /** The items of exactly `rank` at bitset word `w`. */
  const rankAt = (rank: number, w: number): number => {
    const b = w >>> SHIFT;
    const i = w & (SIZE - 1);
    let x = blockOf('all', rank, b)?.[i] ?? 0;
    if (x && rank > 0) {
      // A changed item's better rank may come from its old words: `correct` decides for those.
      x &= ~((blockOf('all', rank - 1, b)?.[i] ?? 0) & ~(changed ? changed[w] | 0 : 0));
    }
    return x && correct(w, x, 'all', rank);
  };

  /**
   * Calls `onWord(w, x)` for each bitset word with matches of `part`, in the search order (by
   * rank, titles first within one, then the sort's order), until it returns false.
   */
  const walk = (part: Part, onWord: (w: number, x: number) => boolean) => {
    const s = prepare();
    for (let rank = 0; rank < s.all.length; rank++) {
      if (planEmpty(s.all[rank]) || sets!.addsNothing[rank]) continue;
      // Titles first within rank 0 (the words as typed); the other ranks newest first.
      for (const inTitle of rank === 0 ? [true, false] : [null]) {
        if ((part === 'title' && inTitle === false) || (part === 'rest' && inTitle)) continue;
        if (inTitle && planEmpty(s.title[0])) continue;
        let more = true;
        eachBlock((b, wLo, wHi) => {
          // The sparse title sets first: most blocks have no title match, and the pass for
          // titles then never fills the block's other ranks (every block's, for a query with
          // fewer title matches than a window: most of a two-word search at a million items).
          const titles = inTitle === null ? null : blockOf('title', 0, b);
          if (inTitle && !titles) return true;
          const all = blockOf('all', rank, b);
          if (!all) return true;
          const better = rank > 0 ? blockOf('all', rank - 1, b) : null;
          const w0 = b << SHIFT;
          for (let j = 0; j <= wHi - wLo; j++) {
            const w = oldest ? wLo + j : wHi - j;
            const i = w - w0;
            const t0 = titles ? titles[i] : 0;
            if (inTitle && !t0) continue;
            let x = all[i];
            if (!x) continue;
            const c = changed ? changed[w] | 0 : 0;
            // A changed item's better rank may come from its old words: `correct` decides.
            if (better) x &= ~(better[i] & ~c);
            if (x && c) x = correct(w, x, 'all', rank);
            if (!x) continue;
            if (inTitle === null) {
              if (!onWord(w, x)) return (more = false);
              continue;
            }
            const t = t0 & x && correct(w, t0 & x, 'title', 0);
            const y = inTitle ? t : x & ~t;
            if (y && !onWord(w, y)) return (more = false);
          }
          return true;
        });
        if (!more) return;
      }
    }
  };

  const page = (part: Part, limit: number, offset: number) =>
    pageOfWords((onWord) => walk(part, onWord), index.keys, oldest, limit, offset);
  /** Title matches (of the one rank there is) counted up to `cap`. */
  const countTitles = (cap: number) => {
    let n = 0;
    walk('title', (_w, x) => (n += popcount(x)) < cap);
    return Math.min(n, cap);
  };
  /** A word's matches at any rank by the changed items' current words (the ranks are disjoint). */
  const changedMatches = (w: number): number => {
    let x = 0;
    for (let rank = 0; rank < plans!.all.length; rank++) x |= rankAt(rank, w);
    return x;
  };
  /** Whether a changed item (checked by its current words) has a bit in words [wLo, wHi]. */
  const changedIn = (wLo: number, wHi: number) => {
    if (!changed || !words.length) return false;
    for (let w = wLo; w <= wHi && w < changed.length; w++) if (changed[w]) return true;
    return false;
  };
  /** Every match, whatever its rank, up to `cap`: the widest rank's sets hold them all. */
  const count = (cap: number) => {
    prepare();
    let n = 0;
    eachBlock((b, wLo, wHi) => {
      // Counted as it is read, unless a changed item's bit there must be checked word by word.
      if (!changedIn(wLo, wHi)) return (n += sets!.widestCount(b)) < cap;
      const set = widestOf(b);
      if (!set) return true;
      const w0 = b << SHIFT;
      for (let j = 0; j <= wHi - wLo && n < cap; j++) {
        const w = oldest ? wLo + j : wHi - j;
        const x = set[w - w0];
        if (!x) continue;
        n += popcount(changed && changed[w] && words.length ? changedMatches(w) : x);
      }
      return n < cap;
    });
    return Math.min(n, cap);
  };

  /** The first window: one walk for its keys, one count when it is full. */
  const window = (size: number, cap: number): Window<IndexKey> => {
    const keys = page('all', size, 0);
    if (keys.length < size) return { keys, total: keys.length, capped: false };
    const n = count(cap + 1);
    return { keys, total: Math.min(n, cap), capped: n > cap };
  };

  /** The items of bitset word `w` matching at any rank (changed items by their current words). */
  const matchesAt = (w: number): number => {
    prepare();
    if (changed && changed[w] && words.length) return changedMatches(w);
    return widestOf(w >>> SHIFT)?.[w & (SIZE - 1)] ?? 0;
  };

  // With ranks, the plan's title and rest parts are one sequence (a rank comes before titles):
  // `title` pages through all of it and `rest` is empty, so deep pages keep the window's order.
  const ranked = () => prepare().all.length > 1;
  return {
    matchesAt,
    blockMatches: (b) => (prepare(), widestOf(b)),
    changed: words.length ? changed : null,
    // The expansion alone: its sets (prefixes' bitsets among them) are not looked up.
    separateWords: () => expand().separate,
    countNow: count,
    span: () => (prepare(), { first, last }),
    title: async (limit, offset) => page(ranked() ? 'all' : 'title', limit, offset),
    all: async (limit, offset) => page('all', limit, offset),
    rest: async (limit, offset) => (ranked() ? [] : page('rest', limit, offset)),
    count: async (cap) => count(cap),
    titleCount: async (cap) => (ranked() ? count(cap) : countTitles(cap)),
    window: async (size, cap) => window(size, cap),
  };
}
