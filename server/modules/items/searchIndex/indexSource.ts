import { lowerBound } from './postings';
import { fold } from './words';
import type { MatchSource } from '../searchPlan';
import type { Field, IndexKey, MatchIndex } from './matchIndex';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * word lists are intersected from their newest end, so a page stops as soon as it is full and a
 * count stops at its cap, whatever the number of matches.
 */
export function indexSource(
  index: MatchIndex,
  tokens: string[],
  status?: string,
): MatchSource<IndexKey> {
  const words = tokens.map(fold).filter((t) => t.length > 0);
  const listsOf = (field: Field) => words.map((t) => index.candidates(t, field));
  const isTitleMatch = (o: number, titleLists: Int32Array[]) =>
    titleLists.every((l) => l[lowerBound(l, l.length, o)] === o) &&
    index.accepts(o, words, 'title', status);

  /** Visits matches newest first until `visit` returns false. */
  const walk = (field: Field, visit: (o: number) => boolean, notInTitle = false) => {
    if (!words.length) return;
    const lists = listsOf(field).sort((a, b) => a.length - b.length);
    const titleLists = notInTitle ? listsOf('title') : [];
    const [driver, ...others] = lists;
    const ends = others.map((l) => l.length);
    for (let i = driver.length - 1; i >= 0; i--) {
      const o = driver[i];
      let inAll = true;
      for (let j = 0; j < others.length && inAll; j++) {
        const at = lowerBound(others[j], ends[j], o);
        inAll = others[j][at] === o;
        // Later ordinals are smaller: the rest of this list is never needed again.
        ends[j] = at;
      }
      if (!inAll || !index.accepts(o, words, field, status)) continue;
      if (notInTitle && isTitleMatch(o, titleLists)) continue;
      if (!visit(o)) return;
    }
  };

  const page = (field: Field, limit: number, offset: number, notInTitle = false) => {
    const keys: IndexKey[] = [];
    let skip = offset;
    if (limit <= 0) return keys;
    walk(
      field,
      (o) => {
        if (skip > 0) skip--;
        else keys.push(index.keys[o]);
        return keys.length < limit;
      },
      notInTitle,
    );
    return keys;
  };
  const count = (field: Field, cap: number) => {
    let n = 0;
    walk(field, () => ++n < cap);
    return n;
  };

  return {
    title: async (limit, offset) => page('title', limit, offset),
    all: async (limit, offset) => page('all', limit, offset),
    rest: async (limit, offset) => page('all', limit, offset, true),
    count: async (cap) => count('all', cap),
    titleCount: async (cap) => count('title', cap),
  };
}
