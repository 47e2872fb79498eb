import { stringBytes } from '../../lib/byteLru';
import { perOwner, VersionedCache } from '../../lib/versionedCache';
import { toItem } from './serialize';
import type { ItemView } from './repository';
import type { Pagination } from '../../lib/pagination';
import type { Db } from '../../db';
import type { ImageStore } from '../../storage/imageStore';

/** Memory the items' JSON may hold, per process and database. */
export const ITEM_JSON_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Each item's JSON as search pages send it, by id, valid for one search version: different
 * searches' pages mostly show the same newest items, so a page is mostly joined, not serialised.
 */
const itemJsonOf = perOwner<Db, VersionedCache<string>>(
  () => new VersionedCache(ITEM_JSON_CACHE_BYTES, stringBytes),
);

/** The page's JSON text, exactly `JSON.stringify({ items, pagination })`. */
export function searchPageJson(
  db: Db,
  storage: ImageStore,
  version: number,
  rows: ItemView[],
  pagination: Pagination,
): string {
  const cache = itemJsonOf(db);
  const items = rows.map((row) => {
    let json = cache.get(version, row.id);
    if (json === undefined) {
      json = JSON.stringify(toItem(row, storage));
      cache.set(version, row.id, json);
    }
    return json;
  });
  return `{"items":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
}
