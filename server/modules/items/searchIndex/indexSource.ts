import { popcount, type Bits } from './bits';
import { fold } from './words';
import type { MatchSource, Window } from '../searchPlan';
import type { Field, IndexKey, MatchIndex } from './matchIndex';

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * words' bitsets are ANDed with the status scope 32 items at a time from the newest end, and a
 * page, a count or the first window stops as soon as it has what it needs. Nothing is allocated
 * per item.
 */
export function indexSource(
  index: MatchIndex,
  tokens: string[],
  status?: string,
): MatchSource<IndexKey> {
  const words = tokens.map(fold).filter((t) => t.length > 0);
  const scope = index.scope(status);
  const sets: Record<Field, Bits[]> = {
    all: words.map((t) => index.candidates(t, 'all')),
    title: words.map((t) => index.candidates(t, 'title')),
  };
  const changed = index.changedBits;
  const andAt = (list: Bits[], w: number) => {
    let x = scope[w];
    for (let i = 0; i < list.length && x; i++) x &= list[i][w] | 0;
    return x;
  };
  /** A changed item's membership, from its current words (its sets may still hold old words). */
  const exactly = (o: number, field: Field) =>
    index.stillMatches(o, words, field) &&
    (field === 'all' || (andAt(sets.title, o >>> 5) & (1 << (o & 31))) !== 0);
  /** Corrects a word of matches in `field` for its changed items. */
  const corrected = (x: number, w: number, field: Field) => {
    const c = changed ? (changed[w] | 0) & x : 0;
    if (!c) return x;
    let out = x & ~c;
    for (let b = 0; b < 32; b++) if (c & (1 << b) && exactly((w << 5) | b, field)) out |= 1 << b;
    return out;
  };
  /** The highest word any match can be in (sets of earlier sizes end lower). */
  const top = () => Math.min(scope.length, ...sets.all.map((s) => s.length));

  /**
   * Calls `onWord` with each 32-item word (all matches, title matches), newest first, until it
   * returns false. Title matches are all matches too: the title sets are read only where some
   * item matches.
   */
  const scan = (onWord: (w: number, all: number, title: number) => boolean) => {
    if (!words.length) return;
    for (let w = top() - 1; w >= 0; w--) {
      const all = corrected(andAt(sets.all, w), w, 'all');
      if (!all) continue;
      const title = corrected(andAt(sets.title, w), w, 'title') & all;
      if (!onWord(w, all, title)) return;
    }
  };
  const pick = (part: Part, all: number, title: number) =>
    part === 'all' ? all : part === 'title' ? title : all & ~title;

  /** Appends the keys of the bits of `x` (newest first) to `keys`, up to `limit`. */
  const take = (keys: IndexKey[], w: number, x: number, limit: number) => {
    for (let b = 31; b >= 0 && keys.length < limit; b--) {
      if (x & (1 << b)) keys.push(index.keys[(w << 5) | b]);
    }
  };

  const page = (part: Part, limit: number, offset: number) => {
    const keys: IndexKey[] = [];
    let skip = offset;
    if (limit <= 0) return keys;
    scan((w, all, title) => {
      let x = pick(part, all, title);
      for (let b = 31; b >= 0 && skip > 0 && x; b--) {
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
    scan((_w, all, title) => (n += popcount(pick(part, all, title))) < cap);
    return Math.min(n, cap);
  };

  /** The first window in one scan: titles first, then the rest, and the count up to `cap`. */
  const window = (size: number, cap: number): Window<IndexKey> => {
    const titles: IndexKey[] = [];
    const rest: IndexKey[] = [];
    let n = 0;
    scan((w, all, title) => {
      n += popcount(all);
      if (titles.length < size) take(titles, w, title, size);
      if (rest.length < size) take(rest, w, all & ~title, size);
      // Until `size` titles are found, an older title could still come before the rest.
      return titles.length < size || n <= cap;
    });
    const keys = titles.concat(rest.slice(0, Math.max(0, size - titles.length)));
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
