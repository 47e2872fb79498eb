import { ByteLru } from '../../lib/byteLru';
import type { Key, Window } from './searchPlan';

/** Memory the search windows may hold, per process and database. */
export const WINDOW_CACHE_BYTES = 8 * 1024 * 1024;

const keyBytes = (k: Key) => (typeof k === 'number' ? 8 : 16 + k.length * 2);

/**
 * The first keys of each search, keyed by (words, status, active), not by page: one entry
 * answers pages 1-10 and any page size within them. Valid for one search version (bumped by
 * triggers on every relevant write, by any process); bounded by bytes, whatever the queries.
 */
export class SearchWindowCache {
  private readonly lru = new ByteLru<Window<Key>>(WINDOW_CACHE_BYTES, (w) =>
    w.keys.reduce<number>((n, k) => n + keyBytes(k), 32),
  );
  private version: number | null = null;

  get bytes(): number {
    return this.lru.bytes;
  }

  get(version: number, key: string): Window<Key> | undefined {
    if (version !== this.version) {
      this.lru.clear();
      this.version = version;
      return undefined;
    }
    return this.lru.get(key);
  }

  set(version: number, key: string, value: Window<Key>): void {
    if (version === this.version) this.lru.set(key, value);
  }
}
