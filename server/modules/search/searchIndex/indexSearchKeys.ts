import { searchKeys, type KeyQuery, type SearchKeys } from '../searchKeys';
import { indexPartialMatches } from './indexPartialMatches';
import { indexSource } from './indexSource';
import type { SearchWindowCache } from '../searchWindowCache';
import type { PlaceResolver } from './filterSets';
import type { IndexKey, MatchIndex } from './matchIndex';

/**
 * One page of a search's keys from the in-memory index (the index's side of
 * searchRepository.ts): the same order, totals and partial matches as the database's, the items
 * themselves read by the caller. Runs where the index lives: the search thread
 * (server/threads/searchThread.ts) or, on PostgreSQL, the event loop.
 */
export function indexSearchKeys(
  index: MatchIndex,
  q: KeyQuery,
  places: PlaceResolver | undefined,
  cache: SearchWindowCache,
): Promise<SearchKeys<IndexKey>> {
  const scope = index.scope(
    { status: q.status, categoryId: q.categoryId, placeId: q.placeId, since: q.since },
    places,
  );
  const source = (tokens: string[]) => indexSource(index, tokens, scope, q.sort);
  return searchKeys(cache, q, {
    src: source(q.tokens),
    wordSource: (t) => source([t]),
    // Called once every full match is known (searchKeys).
    partial: (full) => indexPartialMatches(index, q.tokens, scope, q.sort, full, true),
    inOrder: async (keys) => {
      // Each key's rank looked up once (on PostgreSQL, an id's), not twice per comparison.
      const ranked = keys.map((k) => ({ k, r: index.rank(k) }));
      ranked.sort((a, b) => (q.sort === 'oldest' ? a.r - b.r : b.r - a.r));
      return ranked.map((x) => x.k);
    },
  });
}
