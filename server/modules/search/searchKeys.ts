import { partialMatches } from './partialMatches';
import {
  deepPage,
  firstWindow,
  SEARCH_WINDOW,
  type Key,
  type MatchSource,
  type SearchSort,
  type Window,
} from './searchPlan';
import type { SearchWindowCache } from './searchWindowCache';

/**
 * What decides a text search's keys: its words, filters, order and page (searchRepository.ts
 * SearchFilters without the functions, so that it can be posted to the search thread).
 */
export type KeyQuery = {
  tokens: string[];
  active: boolean;
  status?: string;
  categoryId?: string;
  /** The earliest posting time (ISO-8601). */
  since?: string;
  placeId?: string;
  /** The places directory's version the place filter was resolved at (keys the cache). */
  placesVersion?: number;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** The search version read before searching (keys the window cache; null: no cache). */
  version: number | null;
};

/** A page's keys in order, and the total (see searchRepository.ts SearchResult). */
export type SearchKeys<K extends Key> = {
  keys: K[];
  total: number;
  capped: boolean;
  exactCount?: number;
};

/** One engine's answers for a search: its words together and one by one, and its order. */
export type KeyEngine<K extends Key> = {
  src: MatchSource<K>;
  wordSource: (token: string) => MatchSource<K>;
  inOrder: (keys: K[]) => Promise<K[]>;
  /** Partial matches in one pass, where the engine can (the in-memory index). */
  partial?: (full: ReadonlySet<K>) => K[];
};

/** Browse keeps exact totals: counting a scope's bitset costs microseconds. */
const BROWSE_CAP = Number.MAX_SAFE_INTEGER;

/**
 * The keys of one page of a text search, in the search order (searchPlan.ts): the first window
 * (and partial matches) cached per search version, pages past it read from the engine.
 */
export async function searchKeys<K extends Key>(
  cache: SearchWindowCache,
  f: KeyQuery,
  engine: KeyEngine<K>,
): Promise<SearchKeys<K>> {
  const key = JSON.stringify([
    f.tokens,
    f.active,
    f.status ?? '',
    f.categoryId ?? '',
    f.since ?? '',
    f.placeId ?? '',
    f.placeId === undefined ? '' : (f.placesVersion ?? ''),
    f.sort,
  ]);
  const v = f.version;
  const cached = <W>(k: string, make: () => Promise<W>): Promise<W> => {
    const hit = v === null ? undefined : (cache.get(v, k) as W | undefined);
    if (hit) return Promise.resolve(hit);
    return make().then((made) => {
      if (v !== null) cache.set(v, k, made as Window<Key>);
      return made;
    });
  };
  const cap = f.tokens.length ? undefined : BROWSE_CAP;
  const window = await cached(key, () => firstWindow(engine.src, cap));
  const { total, capped } = window;
  // Partial matches fill the page where the full matches end, when that page is not full and
  // every full match is known (docs/product.md#browse-filters).
  const allFull = !capped && window.keys.length === total;
  if (f.tokens.length >= 2 && allFull && (total === 0 || total % f.limit !== 0)) {
    const partial = await cached(`${key}:partial`, async (): Promise<Window<K>> => {
      const full = new Set(window.keys);
      const keys = engine.partial
        ? engine.partial(full)
        : await partialMatches(f.tokens, engine.wordSource, full, engine.inOrder);
      return { keys, total: keys.length, capped: false };
    });
    if (partial.keys.length) {
      const keys = window.keys.concat(partial.keys).slice(f.offset, f.offset + f.limit);
      return { keys, total: total + partial.keys.length, capped: false, exactCount: total };
    }
  }
  if (f.offset >= total) return { keys: [], total, capped };
  const end = Math.min(f.offset + f.limit, total);
  const keys =
    end <= SEARCH_WINDOW
      ? window.keys.slice(f.offset, end)
      : await deepPage(engine.src, end - f.offset, f.offset);
  return { keys, total, capped };
}
