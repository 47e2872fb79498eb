/**
 * The index's item ids, by ordinal and back (docs/performance.md#a-million-items). Ids made by
 * `newId()` (server/lib/ids.ts: 24 lowercase hex characters) are kept as their 12 bytes in one
 * array, found through an open-addressing table of ordinals: 20 bytes an item, where a Map of
 * strings cost about 95 (the string and the Map's entry) at a million items. Other ids (older
 * data, tests) are kept in a Map beside it.
 */
const BYTES = 12;

/** A lowercase hex digit's value, or -1. */
const nibble = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;

export class ItemIds {
  private bytes = new Uint8Array(BYTES * 1024);
  /** ordinal + 1 of a packed id, 0 for a free slot; its length is a power of two. */
  private table = new Int32Array(2048);
  private packed = 0;
  private readonly other = new Map<string, number>();
  private readonly otherOf = new Map<number, string>();
  private readonly scratch = new Uint8Array(BYTES);

  /** The ordinal of `id`, or undefined. */
  get(id: string): number | undefined {
    if (!this.pack(id, this.scratch, 0)) return this.other.get(id);
    const mask = this.table.length - 1;
    for (let slot = this.hash(this.scratch, 0) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot];
      if (entry === 0) return undefined;
      if (this.same(entry - 1)) return entry - 1;
    }
  }

  /** Records `id` at `ordinal` (a new item: ordinals are given once). */
  set(id: string, ordinal: number): void {
    if (!this.pack(id, this.scratch, 0)) {
      this.other.set(id, ordinal);
      this.otherOf.set(ordinal, id);
      return;
    }
    if ((ordinal + 1) * BYTES > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, (ordinal + 1) * BYTES));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(this.scratch, ordinal * BYTES);
    // At most half full, so a probe ends soon.
    if ((this.packed + 1) * 2 > this.table.length) this.rehash(this.table.length * 2);
    this.place(ordinal);
    this.packed++;
  }

  /** The id at `ordinal` (one that was set). */
  idOf(ordinal: number): string {
    const other = this.otherOf.get(ordinal);
    if (other !== undefined) return other;
    return Buffer.from(this.bytes.buffer, ordinal * BYTES, BYTES).toString('hex');
  }

  private place(ordinal: number): void {
    const mask = this.table.length - 1;
    let slot = this.hash(this.bytes, ordinal * BYTES) & mask;
    while (this.table[slot] !== 0) slot = (slot + 1) & mask;
    this.table[slot] = ordinal + 1;
  }

  private rehash(length: number): void {
    const old = this.table;
    this.table = new Int32Array(length);
    for (const entry of old) if (entry !== 0) this.place(entry - 1);
  }

  /** Writes the id's bytes; false when it is not 24 lowercase hex characters. */
  private pack(id: string, into: Uint8Array, at: number): boolean {
    if (id.length !== 2 * BYTES) return false;
    for (let i = 0; i < BYTES; i++) {
      const hi = nibble(id.charCodeAt(2 * i));
      const lo = nibble(id.charCodeAt(2 * i + 1));
      if (hi < 0 || lo < 0) return false;
      into[at + i] = (hi << 4) | lo;
    }
    return true;
  }

  /** newId()'s bytes are random, but mixing all of them keeps other hex ids spread too. */
  private hash(b: Uint8Array, at: number): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < BYTES; i++) h = Math.imul(h ^ b[at + i], 0x01000193);
    return h >>> 0;
  }

  private same(ordinal: number): boolean {
    const at = ordinal * BYTES;
    for (let i = 0; i < BYTES; i++) if (this.bytes[at + i] !== this.scratch[i]) return false;
    return true;
  }
}
