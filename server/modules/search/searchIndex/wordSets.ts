import { ByteLru } from '../../../lib/byteLru';
import { isPrefix } from '../searchQuery';
import { grown, setBit, wordsFor, type Bits } from './bits';
import { PairBlocks } from './pairBlocks';
import { mergedOrdinals, Postings } from './postings';

/** A set of items: a bitset, or the ordinals ascending (valid until the word's next item). */
export type SetRef = ({ bits: Bits; list?: undefined } | { list: Int32Array; bits?: undefined }) & {
  /** How many items it holds, or more (0: none). */
  size: number;
  /** The field's words it is the union of (pairBlocks.ts reads them). */
  words?: readonly string[];
};

const EMPTY_LIST = new Int32Array(0);

/** Memory the merged word-prefix sets may hold, per field of an index. */
export const PREFIX_CACHE_BYTES = 32 * 1024 * 1024;

/** Memory the merged ordinals of rare prefixes may hold, per field of an index. */
const PREFIX_LIST_BYTES = 8 * 1024 * 1024;

/** A word in at least this share of the items keeps a bitset of its own (smaller than its list). */
const DENSE_SHARE = 1 / 32;

/**
 * The words of one field (title, or everything searched) and the items that have each: a sorted
 * ordinal list per word, a bitset too for common words, and bitsets of typed prefixes ("lap":
 * laptop, lapel) built on demand and cached by bytes. Every set is kept current as items are
 * added, never rebuilt, so writes do not empty the caches.
 */
export class WordSets {
  private readonly lists = new Map<string, Postings>();
  private readonly dense = new Map<string, Bits>();
  private readonly prefixes = new ByteLru<Bits>(PREFIX_CACHE_BYTES, (b) => b.byteLength);
  /** Rare prefixes' words' ordinals merged (ascending, each once), made on demand. */
  private readonly prefixLists = new ByteLru<Int32Array>(PREFIX_LIST_BYTES, (b) => b.byteLength);
  /** Common words whose bitset `warmStep` has still to make (listed at its first call). */
  private toWarm: string[] | null = null;
  /** Every word, for prefix lookups; sorted when a lookup needs it (not once per new word). */
  private readonly vocabulary: string[] = [];
  private sorted = true;

  /** Records that item `ordinal` (of `items` so far) has `word`. */
  add(word: string, ordinal: number, items: number): void {
    let list = this.lists.get(word);
    if (!list) {
      this.lists.set(word, (list = new Postings()));
      this.vocabulary.push(word);
      this.sorted = false;
    }
    list.add(ordinal);
    const own = this.dense.get(word);
    if (own) this.dense.set(word, withBit(own, ordinal, items));
    if (this.prefixes.size === 0 && this.prefixLists.size === 0) return;
    for (let i = 1; i <= word.length; i++) {
      const prefix = word.slice(0, i);
      if (!isPrefix(prefix) && prefix !== word) continue;
      const set = this.prefixes.get(prefix);
      if (set) this.prefixes.set(prefix, withBit(set, ordinal, items));
      // A merged list is made again when next asked (the item may sit anywhere in it).
      this.prefixLists.delete(prefix);
    }
  }

  /** Every word and its items' ordinals (views: valid until the word's next item). */
  *entries(): Generator<[string, Int32Array]> {
    for (const [word, list] of this.lists) yield [word, list.view()];
  }

  /** The sets of a snapshot (indexSnapshot.ts): each word's ordinals, ascending. */
  static of(entries: Iterable<[string, Int32Array]>): WordSets {
    const sets = new WordSets();
    for (const [word, ordinals] of entries) {
      sets.lists.set(word, Postings.of(ordinals));
      sets.vocabulary.push(word);
    }
    sets.sorted = false;
    return sets;
  }

  /**
   * Items with a word starting with `token` (one letter: that word exactly, otherwise "a" would
   * match nearly every item). Live or not: the caller ANDs a scope. Shared: do not modify.
   */
  setFor(token: string, items: number): Bits {
    const words = isPrefix(token) ? this.startingWith(token) : [token];
    if (words.length === 1) {
      const own = this.dense.get(words[0]);
      if (own) return own;
    }
    const cached = this.prefixes.get(token);
    if (cached) return cached;
    const bits = new Int32Array(wordsFor(items));
    for (const w of words) {
      const list = this.lists.get(w)?.view() ?? [];
      for (let i = 0; i < list.length; i++) bits[list[i] >>> 5] |= 1 << (list[i] & 31);
      if (words.length === 1 && list.length >= items * DENSE_SHARE) this.dense.set(w, bits);
    }
    if (words.length !== 1 || !this.dense.has(words[0])) this.prefixes.set(token, bits);
    return bits;
  }

  /** Items with exactly `word` (a rare word's set is made anew: its list is short). */
  exactSet(word: string, items: number): Bits {
    if (!isPrefix(word)) return this.setFor(word, items);
    const own = this.dense.get(word);
    if (own) return own;
    const bits = new Int32Array(wordsFor(items));
    const list = this.lists.get(word)?.view() ?? [];
    for (let i = 0; i < list.length; i++) bits[list[i] >>> 5] |= 1 << (list[i] & 31);
    if (list.length >= items * DENSE_SHARE) this.dense.set(word, bits);
    return bits;
  }

  /**
   * Items with exactly `word`, as the block fill reads them (rankBlocks.ts): a common word's
   * bitset, or a rare word's sorted ordinals (no bitset is made for it, nor for a missing one).
   */
  exactRef(word: string, items: number): SetRef {
    const list = this.lists.get(word);
    const size = list?.length ?? 0;
    if (!size) return { list: EMPTY_LIST, size };
    const words = [word];
    if (!isPrefix(word)) return { bits: this.setFor(word, items), size, words };
    const own = this.dense.get(word);
    if (own) return { bits: own, size, words };
    if (size >= items * DENSE_SHARE) return { bits: this.exactSet(word, items), size, words };
    return { list: list!.view(), size, words };
  }

  /**
   * Items with a word starting with `token` (a prefix: isPrefix), as the block fill reads them:
   * a bitset when they are many (`setFor`), else their ordinals ascending: one word's list as it
   * is, several words' merged (and cached). A rare prefix's bitset was mostly zeros that every
   * search read in full, and its ordinals let a scan skip the blocks it has none in
   * (rankBlocks.ts).
   */
  prefixRef(token: string, items: number): SetRef {
    const words = this.startingWith(token);
    let size = 0;
    for (const w of words) size += this.lists.get(w)!.length;
    if (!size) return { list: EMPTY_LIST, size };
    // One word: its own set, as an exact search reads it.
    if (words.length === 1) return this.exactRef(words[0], items);
    if (size >= items * DENSE_SHARE) return { bits: this.setFor(token, items), size, words };
    let merged = this.prefixLists.get(token);
    if (!merged) {
      merged = mergedOrdinals(words.map((w) => this.lists.get(w)!.view()));
      this.prefixLists.set(token, merged);
    }
    return { list: merged, size: merged.length, words };
  }

  /**
   * Makes the next common word's bitset, as a search's first use of the word would (`exactSet`);
   * false when every one is made. A started server's first searches paid for these
   * (docs/performance.md#a-cold-server-and-a-running-one).
   */
  warmStep(items: number): boolean {
    this.toWarm ??= [...this.lists]
      .filter(([, list]) => list.length >= items * DENSE_SHARE)
      .map(([word]) => word);
    const word = this.toWarm.pop();
    if (word === undefined) return false;
    if (!this.dense.has(word)) this.exactSet(word, items);
    return true;
  }

  /** How many words have a bitset of their own (common words, made on first use or warmed). */
  get ownBitsets(): number {
    return this.dense.size;
  }

  /** The pair table of this field's common words (pairBlocks.ts), to be built by `buildStep`. */
  pairBlocks(items: number): PairBlocks {
    const sizes = [...this.lists].map(([w, list]): [string, number] => [w, list.length]);
    return new PairBlocks(PairBlocks.worthTracking(sizes, items), (w) => this.lists.get(w)?.view());
  }

  /** How many items hold exactly `word`. */
  exactSize(word: string): number {
    return this.lists.get(word)?.length ?? 0;
  }

  /** How many items `setFor(token)` holds, or more (words counted per word; no bitset built). */
  sizeOf(token: string): number {
    const words = isPrefix(token) ? this.startingWith(token) : [token];
    return words.reduce((n, w) => n + (this.lists.get(w)?.length ?? 0), 0);
  }

  private startingWith(prefix: string): string[] {
    const v = this.vocabulary;
    if (!this.sorted) {
      v.sort();
      this.sorted = true;
    }
    let lo = 0;
    let hi = v.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (v[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < v.length && v[i].startsWith(prefix); i++) out.push(v[i]);
    return out;
  }
}

function withBit(bits: Bits, ordinal: number, items: number): Bits {
  const set = grown(bits, items);
  setBit(set, ordinal, true);
  return set;
}
