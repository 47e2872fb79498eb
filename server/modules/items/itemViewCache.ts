import { perOwner, VersionedCache } from '../../lib/versionedCache';
import type { ItemView } from './repository';
import type { Key } from './searchPlan';
import type { Db } from '../../db';

/** Memory the item rows of search pages may hold, per process and database. */
export const ITEM_VIEW_CACHE_BYTES = 16 * 1024 * 1024;

const viewBytes = (v: ItemView) =>
  256 +
  2 * Object.values(v).reduce<number>((n, x) => n + (typeof x === 'string' ? x.length : 8), 0);

/**
 * The item rows of search pages by search key, valid for one search version (docs/performance.md):
 * pages of different searches show many of the same (newest) items, so most are not read again.
 */
const viewCacheOf = perOwner<Db, VersionedCache<ItemView>>(
  () => new VersionedCache(ITEM_VIEW_CACHE_BYTES, viewBytes),
);

/** The views of `keys` in that order (missing items left out): cached ones, then one read. */
export async function cachedViews<K extends Key>(
  db: Db,
  version: number | null,
  keys: K[],
  read: (keys: K[]) => Promise<Map<K, ItemView>>,
): Promise<ItemView[]> {
  const cache = viewCacheOf(db);
  const views = new Map<K, ItemView>();
  if (version !== null) {
    for (const k of keys) {
      const hit = cache.get(version, String(k));
      if (hit) views.set(k, hit);
    }
  }
  const missing = keys.filter((k) => !views.has(k));
  if (missing.length) {
    for (const [k, view] of await read(missing)) {
      views.set(k, view);
      if (version !== null) cache.set(version, String(k), view);
    }
  }
  return keys.flatMap((k) => views.get(k) ?? []);
}
