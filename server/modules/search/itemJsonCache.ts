import { stringBytes } from '../../lib/byteLru';
import { perOwner, VersionedCache } from '../../lib/versionedCache';
import type { ItemView } from '../items';
import type { Key } from './searchPlan';
import type { Db } from '../../db';

/** Memory the items' JSON of search pages may hold, per process and database. */
export const ITEM_JSON_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Each item's JSON as search pages send it, by search key, valid for one search version
 * (docs/performance.md#search-caches): pages of different searches mostly show the same newest
 * items (76-95% of a page's items were cached in the bench's mixes), and a cached item is
 * neither read again nor serialised again.
 */
const itemJsonOf = perOwner<Db, VersionedCache<string>>(
  () => new VersionedCache(ITEM_JSON_CACHE_BYTES, stringBytes),
);

/**
 * The JSON of the items of `keys` in that order (missing items left out): cached ones, then
 * one read of the others.
 */
export async function cachedItemJson<K extends Key>(
  db: Db,
  version: number | null,
  keys: K[],
  read: (keys: K[]) => Promise<Map<K, ItemView>>,
  toJson: (row: ItemView) => string,
): Promise<string[]> {
  const cache = itemJsonOf(db);
  const json = new Map<K, string>();
  if (version !== null) {
    for (const k of keys) {
      const hit = cache.get(version, String(k));
      if (hit !== undefined) json.set(k, hit);
    }
  }
  const missing = keys.filter((k) => !json.has(k));
  if (missing.length) {
    for (const [k, row] of await read(missing)) {
      const text = toJson(row);
      json.set(k, text);
      if (version !== null) cache.set(version, String(k), text);
    }
  }
  return keys.flatMap((k) => json.get(k) ?? []);
}
