/**
 * A least-recently-used map bounded by an estimate of the memory its entries hold (and,
 * optionally, by count). An entry bigger than an eighth of the budget is not kept at all, so
 * one huge value can never flush everything else.
 */
export class ByteLru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** Bytes held by keys and values (UTF-16 strings: 2 bytes a character, plus bookkeeping). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.map.size;
  }

  /** The value, marked as recently used. */
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = entryOverhead + key.length * 2 + this.sizeOf(value);
    if (bytes > this.maxBytes / 8) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    while (this.total > this.maxBytes || this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.total -= hit.bytes;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}

/** Map slot, entry object and string headers, roughly. */
const entryOverhead = 96;

/** Size of a string value in the same estimate. */
export const stringBytes = (s: string): number => s.length * 2;
