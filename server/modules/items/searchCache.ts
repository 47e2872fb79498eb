/**
 * A small LRU of search pages, valid for one database search version (bumped by triggers on
 * every relevant write, by any module or process). When the version moves on, everything cached
 * is dropped: an entry is never served after a change is visible, whoever made it.
 */
export class SearchCache<V> {
  private readonly map = new Map<string, V>();
  private version: number | null = null;
  constructor(private readonly max = 2000) {}

  get(version: number, key: string): V | undefined {
    if (version !== this.version) {
      this.map.clear();
      this.version = version;
      return undefined;
    }
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(version: number, key: string, value: V): void {
    if (version !== this.version) return;
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
}
