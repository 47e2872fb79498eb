import { isPrefix } from '../searchQuery';
import { termWordsOf } from '../synonymTerms';
import { grown, setBit, wordsFor, type Bits } from './bits';
import { ItemIds } from './itemIds';
import { Lexicon } from './lexicon';
import { WordSets, type SetRef } from './wordSets';
import { FilterSets, type IndexFilters, type PlaceResolver } from './filterSets';
import { hasPrefix, wordsOf } from './words';
import { PairTables } from './pairBlocks';
import type { IndexState } from './indexState';

export type IndexKey = number | string;
export type Field = 'title' | 'all';

/** One item as the index reads it; `order` sorts items oldest first (see indexRepository.ts). */
export type IndexedItem = {
  id: string;
  key: IndexKey;
  order: string;
  status: string;
  active: boolean;
  title: string;
  /** Description, location and category name. */
  rest: string;
  categoryId: string;
  /** The free-text location, resolved to a campus place (docs/product.md#places). */
  location: string;
  /** created_at (ISO-8601): ordinals follow it, so "posted within" is an ordinal range. */
  postedAt: string;
};

/** The items a search may return: a bitset, and the ordinals [lo, hi) it may hold. */
export type Scope = { bits: Bits; lo: number; hi: number };

const EMPTY: Bits = new Int32Array(0);

const STATUS_CODES: Record<string, number> = { Lost: 1, Found: 2, Claimed: 3, Returned: 4 };

type Words = Record<Field, Set<string>>;

/**
 * Every item's words in memory, for one database (docs/performance.md#in-memory-search-index).
 * Ordinals follow the search order (oldest first; pages read them backwards). Per field, the
 * items of each word (`WordSets`); bitsets of the live items and of the live items per status.
 * A changed item keeps its ordinal: its new words are added and its old ones stay in their sets,
 * so it is flagged in `changedBits` and checked against its current words. Inactive and deleted
 * items stay, flagged off.
 */
export class MatchIndex {
  readonly keys: IndexKey[] = [];
  /** Every word's stem and near words, for the query expansion (queryExpansion.ts). */
  readonly lexicon = new Lexicon();
  private fields: Record<Field, WordSets> = { title: new WordSets(), all: new WordSets() };
  private readonly ids = new ItemIds();
  private live: Bits = new Int32Array(32);
  private readonly byStatus: Bits[] = [0, 1, 2, 3, 4].map(() => new Int32Array(32));
  private readonly changed = new Map<number, Words>();
  private changedSet: Bits = new Int32Array(32);
  private lastOrder = '';
  /** Posting times (ms), by ordinal; its length is a capacity (`size` are set). */
  private postedAt: Float64Array = new Float64Array(1024);
  /** Each item's category and location, and the items of each category and place. */
  private filters = new FilterSets();
  /** Where each field's common words meet (pairBlocks.ts); null until `startPairs`. */
  pairs: PairTables | null = null;

  get size(): number {
    return this.keys.length;
  }

  /** An item's place in the search order (oldest first), by its key. */
  rank(key: IndexKey): number {
    // SQLite's keys are search ids, which grow in search order; PostgreSQL's are the item ids.
    return typeof key === 'number' ? key : (this.ids.get(key) ?? -1);
  }

  /** Items changed in place since the index was built (a rebuild compacts them). */
  get changedCount(): number {
    return this.changed.size;
  }

  /** Changed items (check them with `stillMatches`), or null when there are none. */
  get changedBits(): Bits | null {
    return this.changed.size ? this.changedSet : null;
  }

  /**
   * Adds or updates an item. False when a new item sorts before the newest one (its ordinal
   * cannot be placed): the caller rebuilds.
   */
  put(item: IndexedItem): boolean {
    const known = this.ids.get(item.id);
    if (known === undefined && item.order <= this.lastOrder) return false;
    const ordinal = known ?? this.append(item);
    const titleWords = wordsOf(item.title);
    const restWords = wordsOf(item.rest);
    for (const w of titleWords) this.lexicon.add(w);
    for (const w of restWords) this.lexicon.add(w);
    // The synonym lists' terms the texts stand for sit beside the words (synonymTerms.ts).
    const titleTerms = termWordsOf(item.title);
    const title = new Set([...titleWords, ...titleTerms]);
    const all = new Set([...title, ...restWords, ...termWordsOf(item.rest)]);
    const words: Words = { title, all };
    if (known !== undefined) {
      this.changed.set(ordinal, words);
      this.changedSet = grown(this.changedSet, this.size);
      setBit(this.changedSet, ordinal, true);
    }
    for (const field of ['title', 'all'] as const) {
      for (const w of words[field]) this.fields[field].add(w, ordinal, this.size);
    }
    this.pairs?.record(ordinal, words);
    this.setLive(ordinal, item.active ? (STATUS_CODES[item.status] ?? 0) : 0);
    this.filters.put(ordinal, item.categoryId, item.location, this.size);
    return true;
  }

  /**
   * Everything the index holds (a snapshot: indexSnapshot.ts), copied but for the word lists,
   * which are views: a snapshot written over several turns of the event loop reads them up to
   * `keys.length` (items added meanwhile come after).
   */
  state(): IndexState {
    const ids = new Array<string>(this.size);
    for (let o = 0; o < this.size; o++) ids[o] = this.ids.idOf(o);
    const statuses = new Uint8Array(this.size);
    for (let c = 1; c < this.byStatus.length; c++) {
      const bits = this.byStatus[c];
      for (let o = 0; o < this.size; o++) if (bits[o >>> 5] & (1 << (o & 31))) statuses[o] = c;
    }
    return {
      keys: this.keys.slice(),
      ids,
      statuses,
      lastOrder: this.lastOrder,
      postedAt: this.postedAt.slice(0, this.size),
      ...this.filters.state(this.size),
      lexicon: this.lexicon.words(),
      fields: { title: this.fields.title.entries(), all: this.fields.all.entries() },
      changed: [...this.changed].map(([o, w]) => [o, [...w.title], [...w.all]]),
    };
  }

  /** The index a state describes (`state()` of another, as a snapshot stored it); it keeps the arrays. */
  static fromState(s: IndexState): MatchIndex {
    const index = new MatchIndex();
    const size = s.keys.length;
    for (let o = 0; o < size; o++) {
      index.keys.push(s.keys[o]);
      index.ids.set(s.ids[o], o);
    }
    index.lastOrder = s.lastOrder;
    index.postedAt = s.postedAt;
    index.filters = FilterSets.of(s.categoryOf, s.locationOf);
    for (const w of s.lexicon) index.lexicon.add(w);
    index.fields = { title: WordSets.of(s.fields.title), all: WordSets.of(s.fields.all) };
    for (let o = 0; o < size; o++) index.setLive(o, s.statuses[o]);
    index.changedSet = new Int32Array(wordsFor(size));
    for (const [o, title, all] of s.changed) {
      index.changed.set(o, { title: new Set(title), all: new Set(all) });
      setBit(index.changedSet, o, true);
    }
    return index;
  }

  /**
   * Starts the tables of where the common words meet (pairBlocks.ts) from the words as they are
   * now; `buildStep` then makes them a block of items at a time, and puts keep them.
   */
  startPairs(): PairTables {
    return (this.pairs = PairTables.of(this.fields, this.size));
  }

  /** Makes one more common word's bitset before a search asks for it; false when all are made. */
  warmStep(): boolean {
    return this.fields.all.warmStep(this.size) || this.fields.title.warmStep(this.size);
  }

  /** How many words of each field have a bitset of their own (`warmStep`). */
  get ownBitsets(): Record<Field, number> {
    return { title: this.fields.title.ownBitsets, all: this.fields.all.ownBitsets };
  }

  /** A deleted item: never matches again. */
  remove(id: string): void {
    const ordinal = this.ids.get(id);
    if (ordinal !== undefined) this.setLive(ordinal, 0);
  }

  /** Live items, or live items of one status. */
  private statusScope(status?: string): Bits {
    return status === undefined ? this.live : this.byStatus[STATUS_CODES[status] ?? 0];
  }

  /**
   * The live items the filters allow: the status, category and place bitsets ANDed, and the
   * ordinals posted since `since` (found by binary search: ordinals follow posting times).
   * A place filter needs `places` (the directory's resolver), else it matches nothing.
   */
  scope(f: IndexFilters = {}, places?: PlaceResolver): Scope {
    const lo = f.since ? this.firstPostedAt(f.since) : 0;
    const sets = [this.statusScope(f.status)];
    if (f.categoryId !== undefined) sets.push(this.filters.category(f.categoryId) ?? EMPTY);
    if (f.placeId !== undefined) {
      sets.push((places && this.filters.place(f.placeId, places, this.size)) || EMPTY);
    }
    if (sets.length === 1) return { bits: sets[0], lo, hi: this.size };
    const bits = new Int32Array(wordsFor(this.size));
    for (let w = lo >>> 5; w < bits.length; w++) {
      let x = sets[0][w] | 0;
      for (let j = 1; x && j < sets.length; j++) x &= sets[j][w] | 0;
      bits[w] = x;
    }
    return { bits, lo, hi: this.size };
  }

  /** The first ordinal posted at or after `since`. */
  private firstPostedAt(since: string): number {
    const at = timeOf(since);
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.postedAt[mid] < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Items with a word starting with `token`, a rare prefix's as its ordinals (wordSets.ts). */
  prefixRef(token: string, field: Field): SetRef {
    return this.fields[field].prefixRef(token, this.size);
  }

  /** Items with exactly `word`, a rare word's as its ordinals (wordSets.ts). Do not modify. */
  exactRef(word: string, field: Field): SetRef {
    return this.fields[field].exactRef(word, this.size);
  }

  /** About how many items `prefixRef(token, field)` holds: the rarest is read first. */
  estimate(token: string, field: Field): number {
    return this.fields[field].sizeOf(token);
  }

  /** How many items have exactly `word` in the field (deleted ones included). */
  exactCount(word: string, field: Field): number {
    return this.fields[field].exactSize(word);
  }

  /** Whether a changed item's current words have a word starting with each token. */
  stillMatches(ordinal: number, tokens: string[], field: Field): boolean {
    const words = this.changed.get(ordinal);
    return (
      !words ||
      tokens.every((t) => (isPrefix(t) ? hasPrefix(words[field], t) : words[field].has(t)))
    );
  }

  /** A changed item's current words in the field (undefined when it has not changed). */
  currentWords(ordinal: number, field: Field): Set<string> | undefined {
    return this.changed.get(ordinal)?.[field];
  }

  private setLive(ordinal: number, code: number) {
    this.live = grown(this.live, this.size);
    setBit(this.live, ordinal, code !== 0);
    for (let c = 1; c < this.byStatus.length; c++) {
      this.byStatus[c] = grown(this.byStatus[c], this.size);
      setBit(this.byStatus[c], ordinal, c === code);
    }
  }

  private append(item: IndexedItem): number {
    const ordinal = this.keys.length;
    this.keys.push(item.key);
    this.ids.set(item.id, ordinal);
    this.lastOrder = item.order;
    if (ordinal >= this.postedAt.length) {
      const grown = new Float64Array(Math.max(1024, this.postedAt.length * 2));
      grown.set(this.postedAt);
      this.postedAt = grown;
    }
    this.postedAt[ordinal] = timeOf(item.postedAt);
    return ordinal;
  }
}

/** An ISO time in ms; one that does not parse counts as the oldest. */
const timeOf = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? -Infinity : ms;
};
