import { popcount, type Bits } from './bits';
import { fold } from './words';
import type { MatchSource } from '../searchPlan';
import type { Field, IndexKey, MatchIndex } from './matchIndex';

/** Matches with every word in the title, all matches, or the matches without. */
type Part = 'title' | 'all' | 'rest';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * words' bitsets are ANDed with the status scope 32 items at a time from the newest end, and a
 * page or a count stops as soon as it has what it needs. Nothing is allocated per item.
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
  const exact = (o: number, part: Part) =>
    part === 'title'
      ? index.stillMatches(o, words, 'title')
      : index.stillMatches(o, words, 'all') &&
        (part === 'all' || !index.stillMatches(o, words, 'title') || !inTitleSets(o));
  const inTitleSets = (o: number) => (andAt(sets.title, o >>> 5) & (1 << (o & 31))) !== 0;

  /** Calls `onWord` with each 32-item word of matches, newest first, until it returns false. */
  const scan = (part: Part, onWord: (w: number, x: number) => boolean) => {
    if (!words.length) return;
    const required = part === 'title' ? sets.title : sets.all;
    let top = scope.length;
    for (const s of required) top = Math.min(top, s.length);
    for (let w = top - 1; w >= 0; w--) {
      const base = andAt(required, w);
      if (!base) continue;
      let x = part === 'rest' ? base & ~andAt(sets.title, w) : base;
      const c = changed ? (changed[w] | 0) & base : 0;
      if (c) {
        x &= ~c;
        for (let b = 0; b < 32; b++) if (c & (1 << b) && exact((w << 5) | b, part)) x |= 1 << b;
      }
      if (x && !onWord(w, x)) return;
    }
  };

  const page = (part: Part, limit: number, offset: number) => {
    const keys: IndexKey[] = [];
    let skip = offset;
    if (limit <= 0) return keys;
    scan(part, (w, x) => {
      const n = popcount(x);
      if (skip >= n) {
        skip -= n;
        return true;
      }
      for (let b = 31; b >= 0 && keys.length < limit; b--) {
        if (!(x & (1 << b))) continue;
        if (skip > 0) skip--;
        else keys.push(index.keys[(w << 5) | b]);
      }
      return keys.length < limit;
    });
    return keys;
  };
  const count = (part: Part, cap: number) => {
    let n = 0;
    scan(part, (_w, x) => (n += popcount(x)) < cap);
    return Math.min(n, cap);
  };

  return {
    title: async (limit, offset) => page('title', limit, offset),
    all: async (limit, offset) => page('all', limit, offset),
    rest: async (limit, offset) => page('rest', limit, offset),
    count: async (cap) => count('all', cap),
    titleCount: async (cap) => count('title', cap),
  };
}
