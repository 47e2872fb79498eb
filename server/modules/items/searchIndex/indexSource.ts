import { popcount, type Bits } from './bits';
import { fold } from './words';
import type { MatchSource, Window } from '../searchPlan';
import type { Field, IndexKey, MatchIndex } from './matchIndex';

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/** Bitset words ANDed per step (8,192 items): tight loops, few calls. */
const CHUNK = 256;

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * words' bitsets are ANDed with the status scope a chunk at a time from the newest end, and a
 * page, a count or the first window stops after the chunk that completes it.
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
  const top = Math.min(scope.length, ...sets.all.map((s) => s.length));
  const all = new Int32Array(CHUNK);
  const title = new Int32Array(CHUNK);

  /** ANDs `list` with the scope over words [lo, lo + n) into `out` (missing words are 0). */
  const andInto = (out: Int32Array, list: Bits[], lo: number, n: number) => {
    for (let i = 0; i < n; i++) out[i] = scope[lo + i];
    for (const s of list) for (let i = 0; i < n; i++) out[i] &= s[lo + i] | 0;
  };
  /** Changed items may still be in their old words' sets: decide them by their current words. */
  const correct = (lo: number, n: number, withAll: boolean, withTitle: boolean) => {
    if (!changed) return;
    for (let i = 0; i < n; i++) {
      const c = (changed[lo + i] | 0) & ((withAll ? all[i] : 0) | (withTitle ? title[i] : 0));
      for (let b = 0; c && b < 32; b++) {
        if (!(c & (1 << b))) continue;
        const o = ((lo + i) << 5) | b;
        if (withAll && !index.stillMatches(o, words, 'all')) all[i] &= ~(1 << b);
        if (withTitle && !index.stillMatches(o, words, 'title')) title[i] &= ~(1 << b);
      }
    }
  };

  /**
   * Calls `onWord(w, x, all)` for each bitset word with matches (`x`: of the part, `all`: all
   * matches), newest first, until it returns false. Title matches come from the title sets alone
   * (sparse: most words are 0).
   */
  const scan = (part: Part, onWord: (w: number, x: number, all: number) => boolean) => {
    if (!words.length) return;
    const out = part === 'title' ? title : all;
    for (let hi = top; hi > 0; hi -= CHUNK) {
      const lo = Math.max(0, hi - CHUNK);
      const n = hi - lo;
      if (part === 'title') andInto(title, sets.title, lo, n);
      else andInto(all, sets.all, lo, n);
      if (part === 'rest') for (let i = 0; i < n; i++) title[i] = all[i];
      if (part === 'rest')
        for (const s of sets.title) for (let i = 0; i < n; i++) title[i] &= s[lo + i] | 0;
      correct(lo, n, part !== 'title', part !== 'all');
      for (let i = n - 1; i >= 0; i--) {
        const x = out[i];
        if (x && !onWord(lo + i, part === 'rest' ? x & ~title[i] : x, x)) return;
      }
    }
  };

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
    scan(part, (w, x) => {
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
