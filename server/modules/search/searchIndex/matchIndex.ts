import { isPrefix } from '../searchQuery';
import { grown, setBit, type Bits } from './bits';
import { WordSets } from './wordSets';
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
  private readonly fields: Record<Field, WordSets> = { title: new WordSets(), all: new WordSets() };
  private readonly ids = new Map<string, number>();
  private live: Bits = new Int32Array(32);
  private readonly byStatus: Bits[] = [0, 1, 2, 3, 4].map(() => new Int32Array(32));
  private readonly changed = new Map<number, Words>();
  private changedSet: Bits = new Int32Array(32);
  private lastOrder = '';

  get size(): number {
    return this.keys.length;
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
    const title = new Set(wordsOf(item.title));
    const words: Words = { title, all: new Set([...title, ...wordsOf(item.rest)]) };
    if (known !== undefined) {
      this.changed.set(ordinal, words);
      this.changedSet = grown(this.changedSet, this.size);
      setBit(this.changedSet, ordinal, true);
    }
    for (const field of ['title', 'all'] as const) {
      for (const w of words[field]) this.fields[field].add(w, ordinal, this.size);
    }
    this.setLive(ordinal, item.active ? (STATUS_CODES[item.status] ?? 0) : 0);
    return true;
  }

  /** A deleted item: never matches again. */
  remove(id: string): void {
    const ordinal = this.ids.get(id);
    if (ordinal !== undefined) this.setLive(ordinal, 0);
  }

  /** Live items, or live items of one status. */
  scope(status?: string): Bits {
    return status === undefined ? this.live : this.byStatus[STATUS_CODES[status] ?? 0];
  }

  /** Items with a word starting with `token` in the field (live or not). Do not modify. */
  candidates(token: string, field: Field): Bits {
    return this.fields[field].setFor(token, this.size);
  }

  /** About how many items `candidates(token, field)` holds: the rarest is read first. */
  estimate(token: string, field: Field): number {
    return this.fields[field].sizeOf(token);
  }

  /** Whether a changed item's current words have a word starting with each token. */
  stillMatches(ordinal: number, tokens: string[], field: Field): boolean {
    const words = this.changed.get(ordinal);
    return !words || tokens.every((t) => hasWord(words[field], t));
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
    return ordinal;
  }
}

function hasWord(words: Set<string>, token: string): boolean {
  if (!isPrefix(token)) return words.has(token);
  for (const w of words) if (w.startsWith(token)) return true;
  return false;
}
