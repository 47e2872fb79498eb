import type { IndexKey } from './matchIndex';

/**
 * A page of keys from matches read one bitset word at a time, in the search order: `walk` calls
 * its visitor with each word's number and bits (32 ordinals a word) until it returns false; the
 * first `offset` matches are skipped and at most `limit` keys kept, each word's bits taken
 * newest first (oldest first when `oldest`). `keys` are the index's keys by ordinal.
 */
export function pageOfWords(
  walk: (onWord: (w: number, x: number) => boolean) => void,
  keys: readonly IndexKey[],
  oldest: boolean,
  limit: number,
  offset: number,
): IndexKey[] {
  const page: IndexKey[] = [];
  if (limit <= 0) return page;
  let skip = offset;
  walk((w, x) => {
    for (let i = 0; i < 32 && x; i++) {
      const b = oldest ? i : 31 - i;
      if (!(x & (1 << b))) continue;
      if (skip > 0) skip--;
      else if (page.length < limit) page.push(keys[(w << 5) | b]);
      else break;
    }
    return page.length < limit;
  });
  return page;
}
