import { VersionedCache } from '../../lib/versionedCache';
import type { Key, Window } from './searchPlan';

/** Memory the search windows may hold, per process and database. */
export const WINDOW_CACHE_BYTES = 8 * 1024 * 1024;

const keyBytes = (k: Key) => (typeof k === 'number' ? 8 : 16 + k.length * 2);

/**
 * The first keys of each search, keyed by (words, status, active), not by page: one entry
 * answers pages 1-10 and any page size within them. Valid for one search version; bounded by
 * bytes, whatever the queries.
 */
export class SearchWindowCache extends VersionedCache<Window<Key>> {
  constructor() {
    super(WINDOW_CACHE_BYTES, (w) => w.keys.reduce<number>((n, k) => n + keyBytes(k), 32));
  }
}
