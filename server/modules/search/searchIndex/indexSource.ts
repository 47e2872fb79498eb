import { popcount } from './bits';
import { expandQuery, type Expansion, type WordAt } from './queryExpansion';
import { fold } from './words';
import type { MatchSource, SearchSort, Window } from '../searchPlan';
import type { Field, IndexKey, MatchIndex, Scope } from './matchIndex';

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): items
 * by rank (the words as typed, then corrected, then synonyms, then wider families:
 * queryExpansion.ts, docs/search-evaluation.md); within the first rank those with every word
 * in the title first; newest first (the oldest with sort=oldest). The sets are read word by word,
 * the rarest first so that most words are skipped after one read, and a page, a count or the
 * first window stops as soon as it is complete. The scope (status, category, place, posted
 * within: `MatchIndex.scope`) is one more set, and its ordinal range bounds the scan. Without
 * words every item of the scope matches, as a "title match" (browse has one part).
 */
export function indexSource(
  index: MatchIndex,
  tokens: string[],
  scope: Scope,
  sort: SearchSort = 'newest',
): MatchSource<IndexKey> {
  const words = tokens.map(fold).filter((t) => t.length > 0);
  const changed = index.changedBits;
  const { bits, lo, hi } = scope;
  const oldest = sort === 'oldest';
  // Made on the first scan: most requests are answered from the cached window without one.
  let sets: Record<Field, WordAt[][]> | null = null;
  let expansion: Expansion | null = null;
  let first = 0;
  let last = -1;
  const prepare = (): Record<Field, WordAt[][]> => {
    if (sets) return sets;
    const e = (expansion = expandQuery(index, words));
    // Groups rarest first (by their words as typed), the same order at every rank.
    const rarestFirst = (field: Field) => {
      const byRank = e.sets(field);
      const order = e.groupWords
        .map((w, g) => ({ g, size: index.estimate(w, field) }))
        .sort((a, b) => a.size - b.size)
        .map((o) => o.g);
      return byRank.map((groups) => order.map((g) => groups[g]));
    };
    sets = { all: rarestFirst('all'), title: rarestFirst('title') };
    first = lo >>> 5;
    last = Math.min(bits.length, (hi + 31) >>> 5) - 1;
    return sets;
  };

  /** The ordinals of bitset word `w` within [lo, hi). */
  const inRange = (w: number): number => {
    let mask = -1;
    if (w === lo >>> 5) mask &= -1 << (lo & 31);
    if (w === hi >>> 5) mask &= (1 << (hi & 31)) - 1;
    return mask;
  };
  /** The items of bitset word `w` in every set of `list` and in the scope. */
  const andAt = (list: WordAt[], w: number): number => {
    let x = bits[w] & inRange(w);
    for (let j = 0; x && j < list.length; j++) x &= list[j](w);
    return x;
  };
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
    const s = sets!;
    let x = andAt(s.all[rank], w);
    if (x && rank > 0) {
      // A changed item's better rank may come from its old words: `correct` decides for those.
      x &= ~(andAt(s.all[rank - 1], w) & ~(changed ? changed[w] | 0 : 0));
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
      // Titles first within rank 0 (the words as typed); the other ranks newest first.
      for (const inTitle of rank === 0 ? [true, false] : [null]) {
        if ((part === 'title' && inTitle === false) || (part === 'rest' && inTitle)) continue;
        for (let i = 0; i <= last - first; i++) {
          const w = oldest ? first + i : last - i;
          // The sparse title sets first: most words have no title match.
          const t0 = inTitle === null ? 0 : andAt(s.title[0], w);
          if (inTitle && !t0) continue;
          const x = rankAt(rank, w);
          if (!x) continue;
          if (inTitle === null) {
            if (!onWord(w, x)) return;
            continue;
          }
          const t = t0 & x && correct(w, t0 & x, 'title', 0);
          const y = inTitle ? t : x & ~t;
          if (y && !onWord(w, y)) return;
        }
      }
    }
  };

  /** The bit numbers of a word in the sort's order. */
  const bitAt = (i: number) => (oldest ? i : 31 - i);

  /** Appends the keys of the bits of `x` (in order) to `keys`, up to `limit`. */
  const take = (keys: IndexKey[], w: number, x: number, limit: number) => {
    for (let i = 0; i < 32 && keys.length < limit; i++) {
      const b = bitAt(i);
      if (x & (1 << b)) keys.push(index.keys[(w << 5) | b]);
    }
  };

  const page = (part: Part, limit: number, offset: number) => {
    const keys: IndexKey[] = [];
    let skip = offset;
    if (limit <= 0) return keys;
    walk(part, (w, x) => {
      for (let i = 0; i < 32 && skip > 0 && x; i++) {
        const b = bitAt(i);
        if (x & (1 << b)) {
          x &= ~(1 << b);
          skip--;
        }
      }
      if (skip === 0 && x) take(keys, w, x, limit);
      return keys.length < limit;
    });
    return keys;
  };
  /** Title matches (of the one rank there is) counted up to `cap`. */
  const countTitles = (cap: number) => {
    let n = 0;
    walk('title', (_w, x) => (n += popcount(x)) < cap);
    return Math.min(n, cap);
  };
  /** Every match, whatever its rank, up to `cap`: the widest rank's sets hold them all. */
  const count = (cap: number) => {
    const s = prepare();
    const widest = s.all.length - 1;
    let n = 0;
    for (let i = 0; i <= last - first && n < cap; i++) {
      const w = oldest ? first + i : last - i;
      const x = andAt(s.all[widest], w);
      if (!x) continue;
      if (changed && changed[w] && words.length) {
        for (let rank = 0; rank <= widest; rank++) n += popcount(rankAt(rank, w));
      } else n += popcount(x);
    }
    return Math.min(n, cap);
  };

  /** The first window: one walk for its keys, one count when it is full. */
  const window = (size: number, cap: number): Window<IndexKey> => {
    const keys = page('all', size, 0);
    if (keys.length < size) return { keys, total: keys.length, capped: false };
    const n = count(cap + 1);
    return { keys, total: Math.min(n, cap), capped: n > cap };
  };

  // With ranks, the plan's title and rest parts are one sequence (a rank comes before titles):
  // `title` pages through all of it and `rest` is empty, so deep pages keep the window's order.
  const ranked = () => prepare().all.length > 1;
  return {
    title: async (limit, offset) => page(ranked() ? 'all' : 'title', limit, offset),
    all: async (limit, offset) => page('all', limit, offset),
    rest: async (limit, offset) => (ranked() ? [] : page('rest', limit, offset)),
    count: async (cap) => count(cap),
    titleCount: async (cap) => (ranked() ? count(cap) : countTitles(cap)),
    window: async (size, cap) => window(size, cap),
  };
}
