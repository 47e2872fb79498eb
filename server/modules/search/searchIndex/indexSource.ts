import { popcount, type Bits } from './bits';
import { fold } from './words';
import type { MatchSource, SearchSort, Window } from '../searchPlan';
import type { Field, IndexKey, MatchIndex, Scope } from './matchIndex';

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * words' bitsets are read word by word from the newest end (the oldest with sort=oldest), the
 * rarest set first so that most words are skipped after one read, and a page, a count or the
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
  let sets: Record<Field, Bits[]> | null = null;
  let first = 0;
  let last = -1;
  const prepare = (): Record<Field, Bits[]> => {
    if (sets) return sets;
    const rarestFirst = (field: Field) =>
      words
        .map((t) => ({ bits: index.candidates(t, field), size: index.estimate(t, field) }))
        .sort((a, b) => a.size - b.size)
        .map((s) => s.bits);
    sets = { all: rarestFirst('all'), title: rarestFirst('title') };
    first = lo >>> 5;
    last = Math.min(bits.length, (hi + 31) >>> 5, ...sets.all.map((s) => s.length)) - 1;
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
  const andAt = (list: Bits[], w: number): number => {
    let x = bits[w] & inRange(w);
    for (let j = 0; x && j < list.length; j++) x &= list[j][w] | 0;
    return x;
  };
  /** Changed items may still be in their old words' sets: keeps those of `x` still matching. */
  const correct = (w: number, x: number, field: Field): number => {
    const c = changed && words.length ? (changed[w] | 0) & x : 0;
    for (let b = 0; c && b < 32; b++) {
      if (c & (1 << b) && !index.stillMatches((w << 5) | b, words, field)) x &= ~(1 << b);
    }
    return x;
  };

  /**
   * Calls `onWord(w, x, all)` for each bitset word with matches (`x`: of the part, `all`: all
   * matches), in the sort's order, until it returns false.
   */
  const scan = (part: Part, onWord: (w: number, x: number, all: number) => boolean) => {
    const { all, title } = prepare();
    const main = part === 'title' ? title : all;
    for (let i = 0; i <= last - first; i++) {
      const w = oldest ? first + i : last - i;
      let x = andAt(main, w);
      if (!x) continue;
      x = correct(w, x, part === 'title' ? 'title' : 'all');
      if (!x) continue;
      const part_ = part === 'rest' ? x & ~correct(w, andAt(title, w) & x, 'title') : x;
      if (!onWord(w, part_, x)) return;
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
    scan(part, (w, x) => {
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
  const count = (part: Part, cap: number) => {
    let n = 0;
    scan(part, (_w, x) => (n += popcount(x)) < cap);
    return Math.min(n, cap);
  };

  /**
   * The first window in two scans: the titles (their sparse sets alone), then all matches, which
   * fill the rest (when the titles did not) and are counted up to `cap` + 1 in the same scan.
   */
  const window = (size: number, cap: number): Window<IndexKey> => {
    const titles = page('title', size, 0);
    const wanted = size - titles.length;
    const rest: IndexKey[] = [];
    let n = 0;
    scan(wanted > 0 ? 'rest' : 'all', (w, x, all) => {
      n += popcount(all);
      if (rest.length < wanted) take(rest, w, x, wanted);
      return rest.length < wanted || n <= cap;
    });
    const keys = titles.concat(rest);
    if (keys.length < size) return { keys, total: keys.length, capped: false };
    return { keys, total: Math.min(n, cap), capped: n > cap };
  };

  return {
    title: async (limit, offset) => page('title', limit, offset),
    all: async (limit, offset) => page('all', limit, offset),
    rest: async (limit, offset) => page('rest', limit, offset),
    count: async (cap) => count('all', cap),
    titleCount: async (cap) => count('title', cap),
    window: async (size, cap) => window(size, cap),
  };
}
