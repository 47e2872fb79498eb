import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used map (lru-cache) bounded by an estimate of the memory its entries hold
 * and, optionally, by count. An entry bigger than an eighth of the budget is not kept at all, so
 * one huge value can never flush everything else.
 */
export class ByteLru<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V>;

  constructor(
    readonly maxBytes: number,
    sizeOf: (value: V) => number,
    readonly maxEntries?: number,
  ) {
    this.lru = new LRUCache<string, V>({
      ...(maxEntries === undefined ? {} : { max: maxEntries }),
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (value, key) => entryOverhead + key.length * 2 + sizeOf(value),
    });
  }

  /** Bytes held by keys and values (UTF-16 strings: 2 bytes a character, plus bookkeeping). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get size(): number {
    return this.lru.size;
  }

  /** The value, marked as recently used. */
  get(key: string): V | undefined {
    return this.lru.get(key);
  }

  set(key: string, value: V): void {
    // lru-cache keeps the old value when the new one is too large; here it is dropped.
    this.lru.delete(key);
    this.lru.set(key, value);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }
}

/** Map slot, entry object and string headers, roughly. */
const entryOverhead = 96;

/** Size of a string value in the same estimate. */
export const stringBytes = (s: string): number => s.length * 2;
