import { countBits, forEachDescending, hasBit, type Bits } from './bits';
import { fold } from './words';
import type { MatchSource } from '../searchPlan';
import type { Field, IndexKey, MatchIndex } from './matchIndex';

/**
 * One search answered from the in-memory index, in the search order (docs/performance.md): the
 * items with every word, per field, are the AND of the words' bitsets (32 items an operation, no
 * database), found once per search; pages read them from the newest end.
 */
export function indexSource(
  index: MatchIndex,
  tokens: string[],
  status?: string,
): MatchSource<IndexKey> {
  const words = tokens.map(fold).filter((t) => t.length > 0);
  const found: Partial<Record<Field, Bits>> = {};
  const matches = (field: Field) => (found[field] ??= index.matching(words, field, status));

  /** The keys in `bits` newest first, from `offset`, leaving out those in `without`. */
  const page = (bits: Bits, limit: number, offset: number, without?: Bits) => {
    const keys: IndexKey[] = [];
    let skip = offset;
    if (limit > 0) {
      forEachDescending(bits, (o) => {
        if (without && hasBit(without, o)) return true;
        if (skip > 0) skip--;
        else keys.push(index.keys[o]);
        return keys.length < limit;
      });
    }
    return keys;
  };

  return {
    title: async (limit, offset) => page(matches('title'), limit, offset),
    all: async (limit, offset) => page(matches('all'), limit, offset),
    rest: async (limit, offset) => page(matches('all'), limit, offset, matches('title')),
    count: async (cap) => countBits(matches('all'), cap),
    titleCount: async (cap) => countBits(matches('title'), cap),
  };
}
