import { ByteLru, stringBytes } from '../../lib/byteLru';

/** Memory the public search pages may hold, per process (keys and JSON text). */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * A small LRU of search pages (JSON text), valid for one database search version (bumped by
 * triggers on every relevant write, by any module or process). When the version moves on,
 * everything cached is dropped: an entry is never served after a change is visible, whoever made
 * it. Bounded by bytes, not by count: anonymous visitors choose the keys and the page sizes.
 */
export class SearchCache {
  private readonly lru: ByteLru<string>;
  private version: number | null = null;
  constructor(maxBytes = SEARCH_CACHE_BYTES) {
    this.lru = new ByteLru<string>(maxBytes, stringBytes);
  }

  /** Estimated bytes held (keys and pages). */
  get bytes(): number {
    return this.lru.bytes;
  }

  get maxBytes(): number {
    return this.lru.maxBytes;
  }

  get(version: number, key: string): string | undefined {
    if (version !== this.version) {
      this.lru.clear();
      this.version = version;
      return undefined;
    }
    return this.lru.get(key);
  }

  set(version: number, key: string, value: string): void {
    if (version !== this.version) return;
    this.lru.set(key, value);
  }
}
