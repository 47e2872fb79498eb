import { stringBytes } from '../../lib/byteLru';
import { VersionedCache } from '../../lib/versionedCache';

/** Memory the public search pages may hold, per process (keys and JSON text). */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The public search pages as the JSON text sent, valid for one search version. Bounded by bytes,
 * not by count: anonymous visitors choose the keys and the page sizes.
 */
export class SearchCache extends VersionedCache<string> {
  constructor(maxBytes = SEARCH_CACHE_BYTES) {
    super(maxBytes, stringBytes);
  }
}
