import { hasBetween, lowerBound } from './postings';
import { BLOCK_SHIFT } from './rankBlocks';
import type { Field } from './matchIndex';
import type { GroupPlan } from './queryExpansion';
import type { WordSets } from './wordSets';
import type { SetRef } from './wordSets';

/** Items a block of the pair table covers: a block fill's (rankBlocks.ts), 8,192. */
const ITEM_SHIFT = BLOCK_SHIFT + 5;
const ITEMS = 1 << ITEM_SHIFT;

/** At most this many words are tracked: a block's pairs then take 64 KB (8 MB at 1M items). */
export const MAX_TRACKED = 1024;
/** A word on fewer items than this (or than there are blocks) is read from its list instead. */
const MIN_TRACKED = 64;
/** A search whose two groups make more pairs than this is not pruned (its test would cost more). */
const MAX_PAIRS = 2048;

/** One group of a plan as the table reads it: its tracked words' ids, its other words' lists. */
type Atoms = { ids: number[]; lists: Int32Array[] };

/**
 * Which blocks of 8,192 items hold an item with both words of a pair, for the most common words
 * of a field (docs/performance.md#pairs-that-never-meet). A search of two words that rarely or
 * never meet read every block of the catalogue to find it out (a zero-result search cost about
 * 5 µs a block at a million items); the table tells the blocks where its words' options meet,
 * and every other block is known to hold no match at any rank, in either field, without a fill.
 *
 * A bit per pair per block: set when an item of the block has both words. Bits are only ever
 * set (a changed item keeps its old words' bits, as it stays in their sets), so the table is an
 * upper bound, as the sets are. Built from the field's lists a block at a time after the index is
 * ready (`buildStep`, a turn of the event loop each), then kept by `record` on every put; until
 * it is complete no search is pruned.
 */
export class PairBlocks {
  private readonly ids = new Map<string, number>();
  private readonly tracked: string[];
  /** Int32 words of one block's bitmap over the pairs. */
  private readonly stride: number;
  private readonly blocks: Int32Array[] = [];
  /** Blocks [0, built) are made from the lists. */
  private built = 0;
  private done = false;

  /** `words`: the field's words, most items first (the first MAX_TRACKED are tracked). */
  constructor(
    words: string[],
    private readonly listOf: (word: string) => Int32Array | undefined,
  ) {
    this.tracked = words.slice(0, MAX_TRACKED);
    this.tracked.forEach((w, i) => this.ids.set(w, i));
    const k = this.tracked.length;
    this.stride = Math.max(1, Math.ceil((k * (k - 1)) / 2 / 32));
  }

  /** The words worth tracking among `sizes` (word, items): the most common ones. */
  static worthTracking(sizes: Iterable<[string, number]>, items: number): string[] {
    const floor = Math.max(MIN_TRACKED, items >>> ITEM_SHIFT);
    return [...sizes]
      .filter(([, n]) => n >= floor)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, MAX_TRACKED)
      .map(([w]) => w);
  }

  /** Whether every block is made (searches are pruned from then on). */
  get complete(): boolean {
    return this.done;
  }

  /**
   * Makes the next block from the lists, for `items` items; false once every block is made
   * (then `record` keeps the table). Each block: its items' tracked words gathered from the
   * lists (counted, then placed), then every pair of each item's words marked.
   */
  buildStep(items: number): boolean {
    if (this.done) return false;
    const b = this.built;
    if (b << ITEM_SHIFT >= items) {
      this.done = true;
      return false;
    }
    const from = b << ITEM_SHIFT;
    const to = Math.min(items, from + ITEMS);
    const n = to - from;
    const k = this.tracked.length;
    const lists = this.tracked.map((w) => this.listOf(w) ?? new Int32Array(0));
    const starts = new Int32Array(k);
    const counts = new Int32Array(n + 1);
    for (let id = 0; id < k; id++) {
      const list = lists[id];
      let i = (starts[id] = lowerBound(list, list.length, from));
      for (; i < list.length && list[i] < to; i++) counts[list[i] - from + 1]++;
    }
    for (let i = 0; i < n; i++) counts[i + 1] += counts[i];
    const wordsOf = new Int32Array(counts[n]);
    const at = counts.slice(0, n);
    // Ids ascending per item: the lists are read in id order.
    for (let id = 0; id < k; id++) {
      const list = lists[id];
      for (let i = starts[id]; i < list.length && list[i] < to; i++) {
        wordsOf[at[list[i] - from]++] = id;
      }
    }
    const bits = this.blockAt(b);
    for (let i = 0; i < n; i++) markPairs(bits, wordsOf, counts[i], counts[i + 1]);
    this.built = b + 1;
    return true;
  }

  /**
   * Records item `ordinal`'s words (an item added or changed): needed once the build has made
   * its block (a later block reads the item from the lists).
   */
  record(ordinal: number, words: Iterable<string>): void {
    const b = ordinal >>> ITEM_SHIFT;
    if (!this.done && b >= this.built) return;
    const ids: number[] = [];
    for (const w of words) {
      const id = this.ids.get(w);
      if (id !== undefined) ids.push(id);
    }
    if (ids.length < 2) return;
    ids.sort((x, y) => x - y);
    markPairs(this.blockAt(b), ids, 0, ids.length);
  }

  /**
   * For a search's widest plan (`groups`, queryExpansion.ts), whether block `b` may hold a match
   * (memoised per block); null when the table cannot tell (not complete, one group, a word in
   * both groups, too many pairs). A match meets every group, so it has a word of each of two
   * groups' options or synonyms: one pair of them meets in its block, or one of them is an
   * untracked word with an item there (`hasBetween` on its list).
   */
  pruner(groups: GroupPlan[]): ((b: number) => boolean) | null {
    if (!this.done || groups.length < 2) return null;
    // The first two groups (the typed words in order); a third is not needed to rule most out.
    const a = this.atoms(groups[0]);
    const c = this.atoms(groups[1]);
    if (!a || !c || a.ids.length * c.ids.length > MAX_PAIRS) return null;
    const pairs: number[] = [];
    for (const x of a.ids) {
      for (const y of c.ids) {
        if (x === y) return null; // the same word meets both: every block of it may match
        pairs.push(x > y ? ((x * (x - 1)) >>> 1) + y : ((y * (y - 1)) >>> 1) + x);
      }
    }
    const lists = [...a.lists, ...c.lists];
    const known = new Int8Array(this.blocks.length);
    return (b) => {
      const bits = this.blocks[b];
      if (!bits) return true; // a block made since (its puts are recorded only)
      const seen = known[b];
      if (seen) return seen === 1;
      let hit = false;
      for (let i = 0; i < pairs.length && !hit; i++) {
        const p = pairs[i];
        hit = (bits[p >>> 5] & (1 << (p & 31))) !== 0;
      }
      for (let i = 0; i < lists.length && !hit; i++) {
        hit = hasBetween(lists[i], b << ITEM_SHIFT, (b + 1) << ITEM_SHIFT);
      }
      known[b] = hit ? 1 : 2;
      return hit;
    };
  }

  /** A group's words: those of its first typed word's options and of its synonyms. */
  private atoms(g: GroupPlan): Atoms | null {
    // A group's match has one of its first typed word's options, or one of its extra sets.
    const sets: SetRef[] = [...(g.words[0] ?? []), ...g.extra];
    const ids = new Set<number>();
    const lists: Int32Array[] = [];
    for (const set of sets) {
      if (!set.size) continue;
      if (!set.words) return null;
      for (const w of set.words) {
        const id = this.ids.get(w);
        if (id !== undefined) ids.add(id);
        else {
          const list = this.listOf(w);
          if (list?.length) lists.push(list);
        }
      }
    }
    return { ids: [...ids], lists };
  }

  private blockAt(b: number): Int32Array {
    while (this.blocks.length <= b) this.blocks.push(new Int32Array(this.stride));
    return this.blocks[b];
  }
}

/** Both fields' tables (pairBlocks.ts), made and kept together by an index. */
export class PairTables {
  constructor(private readonly of: Record<Field, PairBlocks>) {}

  /** The tables of `fields`' words as they are now, for `items` items, none made yet. */
  static of(fields: Record<Field, WordSets>, items: number): PairTables {
    return new PairTables({
      all: fields.all.pairBlocks(items),
      title: fields.title.pairBlocks(items),
    });
  }

  /** Whether both are made (searches are pruned from then on). */
  get complete(): boolean {
    return this.of.all.complete && this.of.title.complete;
  }

  /** Makes the next block of a table, for `items` items; false when both are complete. */
  buildStep(items: number): boolean {
    return this.of.all.buildStep(items) || this.of.title.buildStep(items);
  }

  /** Records an item's words in each field (an item added or changed). */
  record(ordinal: number, words: Record<Field, Set<string>>): void {
    this.of.all.record(ordinal, words.all);
    this.of.title.record(ordinal, words.title);
  }

  /**
   * For a search's plan in `field` (the widest rank's in `all`), whether a block may hold a
   * match there, or null when every block may.
   */
  pruner(plan: GroupPlan[], field: Field): ((b: number) => boolean) | null {
    return this.of[field].pruner(plan);
  }
}

/** Marks in `bits` every pair of the word ids `ids[from, to)` (ascending). */
function markPairs(bits: Int32Array, ids: ArrayLike<number>, from: number, to: number): void {
  for (let x = from + 1; x < to; x++) {
    const row = (ids[x] * (ids[x] - 1)) >>> 1;
    for (let y = from; y < x; y++) {
      const p = row + ids[y];
      bits[p >>> 5] |= 1 << (p & 31);
    }
  }
}
