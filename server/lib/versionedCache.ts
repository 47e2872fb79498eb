import { ByteLru } from './byteLru';

/**
 * A byte-bounded LRU valid for one data version (a counter that triggers bump on every relevant
 * write, by any module or process). When the version moves on, everything cached is dropped: an
 * entry is never served after a change is visible, whoever made it.
 */
export class VersionedCache<V extends NonNullable<unknown>> {
  private readonly lru: ByteLru<V>;
  private version: number | null = null;

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.lru = new ByteLru<V>(maxBytes, sizeOf);
  }

  /** Estimated bytes held (keys and values). */
  get bytes(): number {
    return this.lru.bytes;
  }

  get maxBytes(): number {
    return this.lru.maxBytes;
  }

  get(version: number, key: string): V | undefined {
    if (version !== this.version) {
      this.lru.clear();
      this.version = version;
      return undefined;
    }
    return this.lru.get(key);
  }

  set(version: number, key: string, value: V): void {
    if (version === this.version) this.lru.set(key, value);
  }
}

/** One instance per owner object (a database handle), made on first use, dropped with it. */
export function perOwner<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) made.set(owner, (value = make(owner)));
    return value;
  };
}
