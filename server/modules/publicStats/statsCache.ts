import { perOwner } from '../../lib/versionedCache';
import type { Db } from '../../db';

/** How long an answer is reused: public figures need not be to the second. */
export const STATS_TTL_MS = 60_000;

type Entry<T> = { at: number; value: Promise<T> };

/**
 * One cached answer per database and process, for STATS_TTL_MS. Concurrent callers share the one
 * computation in flight; a failed one is not kept.
 */
export function cachedFor<T>(compute: (db: Db) => Promise<T>) {
  const entryOf = perOwner<Db, { current: Entry<T> | null }>(() => ({ current: null }));
  return (db: Db, nowMs = Date.now()): Promise<T> => {
    const slot = entryOf(db);
    if (slot.current && nowMs - slot.current.at < STATS_TTL_MS) return slot.current.value;
    const entry: Entry<T> = { at: nowMs, value: compute(db) };
    slot.current = entry;
    entry.value.catch(() => {
      if (slot.current === entry) slot.current = null;
    });
    return entry.value;
  };
}
