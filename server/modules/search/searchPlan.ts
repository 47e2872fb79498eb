/**
 * The order of a text search, whatever the engine: items with every word in the title first,
 * then the other matches, each newest first (issue 11). Each part is read in index order with a
 * LIMIT, so a page costs the same for a word matching 10 items or 100,000; the total is counted
 * up to SEARCH_TOTAL_CAP and reported as capped above it.
 */
export type Key = number | string;

/** newest: title matches first, then the others, each newest first; oldest: each oldest first. */
export type SearchSort = 'newest' | 'oldest';

/** One engine's queries for one search (words, status, active); keys newest first. */
export type MatchSource<K extends Key> = {
  /** Items with every word in the title. */
  title(limit: number, offset: number): Promise<K[]>;
  /** All matching items, title matches included. */
  all(limit: number, offset: number): Promise<K[]>;
  /** Matching items without every word in the title. */
  rest(limit: number, offset: number): Promise<K[]>;
  /** How many items match, counting at most `cap`. */
  count(cap: number): Promise<number>;
  /** How many match with every word in the title, counting at most `cap`. */
  titleCount(cap: number): Promise<number>;
  /** `firstWindow` in one pass, for engines that can (the in-memory index). */
  window?(size: number, cap: number): Promise<Window<K>>;
};

/** Beyond this many matches the total is not counted (the page says "1000+"). */
export const SEARCH_TOTAL_CAP = 1000;

/** The first keys of a search are fetched (and cached) together: pages 1-10 of 8 items. */
export const SEARCH_WINDOW = 80;

export type Window<K extends Key> = { keys: K[]; total: number; capped: boolean };

/**
 * The first `size` keys in order (SEARCH_WINDOW), and the total (exact when the window holds
 * all). When fewer titles match than fill the window, every title match is known, so the others
 * are the first matches of all minus those (no NOT query).
 */
export async function firstWindow<K extends Key>(
  src: MatchSource<K>,
  cap = SEARCH_TOTAL_CAP,
  size = SEARCH_WINDOW,
): Promise<Window<K>> {
  if (src.window) return src.window(size, cap);
  let keys = await src.title(size, 0);
  if (keys.length < size) {
    const inTitle = new Set(keys);
    const all = await src.all(size + inTitle.size, 0);
    keys = keys.concat(all.filter((k) => !inTitle.has(k)).slice(0, size - keys.length));
  }
  if (keys.length < size) return { keys, total: keys.length, capped: false };
  const n = await src.count(cap + 1);
  return { keys, total: Math.min(n, cap), capped: n > cap };
}

/** A page past the window: the title part from its offset, then the rest after all titles. */
export async function deepPage<K extends Key>(
  src: MatchSource<K>,
  limit: number,
  offset: number,
): Promise<K[]> {
  const title = await src.title(limit, offset);
  if (title.length === limit) return title;
  // Fewer than a page of title matches from `offset`: their number is now known (or small).
  const inTitle = title.length ? offset + title.length : await src.titleCount(offset);
  const rest = await src.rest(limit - title.length, Math.max(0, offset - inTitle));
  return title.concat(rest);
}
