import { VersionedCache } from '../../../lib/versionedCache';
import { Postings } from './postings';
import { and, grown, hasBit, setBit, wordsFor, type Bits } from './bits';
import { wordsOf } from './words';

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
};

const STATUS_CODES: Record<string, number> = { Lost: 1, Found: 2, Claimed: 3, Returned: 4 };

/** Memory the merged word-prefix lists may hold, per index. */
export const PREFIX_CACHE_BYTES = 32 * 1024 * 1024;

type Words = { all: Set<string>; title: Set<string> };

/**
 * Every item's words in memory, for one database: per word, the ordinals of the items with it in
 * the title and anywhere (title, description, location, category). Ordinals follow the search
 * order (oldest first; pages read them backwards). A changed item keeps its ordinal: its new
 * words are added, its old ones stay in their lists, so it is checked against its current words
 * (`changed`) when a list names it. Inactive and deleted items stay, flagged off.
 */
export class MatchIndex {
  readonly keys: IndexKey[] = [];
  private readonly ids = new Map<string, number>();
  /** Live (active, not deleted) items, and live items per status code. */
  private live: Bits = new Uint32Array(32);
  private readonly byStatus: Bits[] = [0, 1, 2, 3, 4].map(() => new Uint32Array(32));
  private readonly postings = new Map<string, { all: Postings; title: Postings }>();
  /** Every word, for prefix lookups; sorted when a lookup needs it (not once per new word). */
  private readonly vocabulary: string[] = [];
  private vocabularySorted = true;
  private readonly changed = new Map<number, Words>();
  private lastOrder = '';
  private generation = 0;
  private readonly prefixSets = new VersionedCache<Bits>(PREFIX_CACHE_BYTES, (a) => a.byteLength);

  get size(): number {
    return this.keys.length;
  }

  /** Items changed in place since the index was built (a rebuild compacts them). */
  get changedCount(): number {
    return this.changed.size;
  }

  /**
   * Adds or updates an item. False when a new item sorts before the newest one (its ordinal
   * cannot be placed): the caller rebuilds.
   */
  put(item: IndexedItem): boolean {
    const known = this.ids.get(item.id);
    if (known === undefined && item.order <= this.lastOrder) return false;
    const ordinal = known ?? this.append(item);
    const words = wordsOfItem(item);
    if (known !== undefined) this.changed.set(ordinal, words);
    for (const w of words.all) this.listsOf(w).all.add(ordinal);
    for (const w of words.title) this.listsOf(w).title.add(ordinal);
    this.setLive(ordinal, item.active ? (STATUS_CODES[item.status] ?? 0) : 0);
    return true;
  }

  /** A deleted item: never matches again. */
  remove(id: string): void {
    const ordinal = this.ids.get(id);
    if (ordinal !== undefined) this.setLive(ordinal, 0);
  }

  /** Live items (of this status, when given) with a word starting with each token in the field. */
  matching(tokens: string[], field: Field, status?: string): Bits {
    const scope = status === undefined ? this.live : this.byStatus[STATUS_CODES[status] ?? 0];
    const bits = and([...tokens.map((t) => this.candidates(t, field)), scope]);
    // Changed items are still in their old words' lists: check them against their words now.
    for (const [o, words] of this.changed) {
      if (hasBit(bits, o) && !tokens.every((t) => hasWord(words[field], t))) setBit(bits, o, false);
    }
    return bits;
  }

  /** Items with a word starting with `token` in the field (live or not). */
  private candidates(token: string, field: Field): Bits {
    const cacheKey = `${field}:${token}`;
    const cached = this.prefixSets.get(this.generation, cacheKey);
    if (cached) return cached;
    const bits = new Uint32Array(wordsFor(this.size));
    // A one-letter word must match whole, otherwise "a" would match nearly every item.
    for (const w of [...token].length > 1 ? this.wordsStartingWith(token) : [token]) {
      const list = this.postings.get(w)?.[field].view() ?? [];
      for (let i = 0; i < list.length; i++) bits[list[i] >>> 5] |= 1 << (list[i] & 31);
    }
    this.prefixSets.set(this.generation, cacheKey, bits);
    return bits;
  }

  private setLive(ordinal: number, code: number) {
    this.live = grown(this.live, this.size);
    setBit(this.live, ordinal, code !== 0);
    for (let c = 1; c < this.byStatus.length; c++) {
      this.byStatus[c] = grown(this.byStatus[c], this.size);
      setBit(this.byStatus[c], ordinal, c === code);
    }
    this.generation++;
  }

  private append(item: IndexedItem): number {
    const ordinal = this.keys.length;
    this.keys.push(item.key);
    this.ids.set(item.id, ordinal);
    this.lastOrder = item.order;
    return ordinal;
  }

  private listsOf(word: string) {
    let lists = this.postings.get(word);
    if (!lists) {
      lists = { all: new Postings(), title: new Postings() };
      this.postings.set(word, lists);
      this.vocabulary.push(word);
      this.vocabularySorted = false;
    }
    return lists;
  }

  private wordsStartingWith(prefix: string): string[] {
    const v = this.vocabulary;
    if (!this.vocabularySorted) {
      v.sort();
      this.vocabularySorted = true;
    }
    const out: string[] = [];
    for (let i = lowerBoundString(v, prefix); i < v.length && v[i].startsWith(prefix); i++) {
      out.push(v[i]);
    }
    return out;
  }
}

function wordsOfItem(item: IndexedItem): Words {
  const title = new Set(wordsOf(item.title));
  const all = new Set([...title, ...wordsOf(item.rest)]);
  return { all, title };
}

function hasWord(words: Set<string>, token: string): boolean {
  if ([...token].length <= 1) return words.has(token);
  for (const w of words) if (w.startsWith(token)) return true;
  return false;
}

function lowerBoundString(a: string[], x: string): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
