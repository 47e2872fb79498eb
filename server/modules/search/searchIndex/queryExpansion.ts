import { isEnglishWord } from '../../../text';
import { queryGroups, searchedWords } from '../synonymTerms';
import { isPrefix } from '../searchQuery';
import { hasPrefix } from './words';
import type { SetRef } from './wordSets';
import type { Field, MatchIndex } from './matchIndex';

/**
 * What each typed word looks for in the in-memory index, by rank (docs/search-evaluation.md):
 *
 * | rank | what                                                                                   |
 * | ---- | -------------------------------------------------------------------------------------- |
 * | 0    | the word as typed (a prefix, as always), and the words with its stem ("keys": key)      |
 * | 1    | words within one slip (4-7 letters) or two (8+) of it, when it is missing or rare      |
 * | 2    | its synonyms from the shared lists ("earbuds": AirPods) and other forms of a given name |
 * | 3    | the wider family of an object it names ("bag": backpacks)                             |
 *
 * An item's rank is the worst over the typed words of the best rank it meets each one at; the
 * sets here are cumulative (rank r holds ranks 0..r).
 */
export const RANKS = 4;

/** Words of 3 letters or fewer are never corrected: too many real words sit one slip apart. */
const MIN_CORRECTED = 4;
/** From this length two slips are allowed (issue 25). */
const TWO_SLIPS = 8;
/** At most this many corrections per word (the most frequent): a long tail says nothing. */
const MAX_CORRECTIONS = 8;

/** One way to meet a typed word: an index word, whole or as a prefix. */
type Option = { word: string; prefix: boolean };

/** A run of typed words read together (a phrase of the lists, or one word). */
type Group = {
  /** Per typed word, its options by rank (ranks 0-2). */
  words: Option[][][];
  /** Term words of its synonyms (rank 2) and wider family (rank 3). */
  synonyms: Option[];
  wider: Option[];
};

export type Expansion = {
  /** How many ranks any word has options at (1 when nothing but the words themselves). */
  ranks: number;
  /**
   * The words it looks for, when each is read on its own (no phrase of the lists joins two):
   * then its matches are exactly the items matching each word's own search.
   */
  separate: string[] | null;
  /** Per rank, the plan of each group in `field` (cumulative); `title` has rank 0 only. */
  plans(field: Field): GroupPlan[][];
  /** Whether an item with these current words meets every group at `rank` or better. */
  matches(words: Set<string>, rank: number): boolean;
};

export function expandQuery(index: MatchIndex, tokens: string[]): Expansion {
  const typed = searchedWords(tokens);
  const found = queryGroups(typed);
  const groups: Group[] = found.map((g) => ({
    words: typed.slice(g.start, g.end).map((w) => optionsOf(index, w, g.names)),
    synonyms: g.synonyms.map((word) => ({ word, prefix: false })),
    wider: g.wider.map((word) => ({ word, prefix: false })),
  }));
  let ranks = 1;
  for (const g of groups) {
    for (const w of g.words)
      for (let r = 1; r < 3; r++) if (w[r].length) ranks = Math.max(ranks, r + 1);
    if (g.synonyms.length) ranks = Math.max(ranks, 3);
    if (g.wider.length) ranks = Math.max(ranks, 4);
  }
  const cache: Partial<Record<Field, GroupPlan[][]>> = {};
  return {
    ranks,
    separate: groups.every((g) => g.words.length === 1) ? typed : null,
    plans(field) {
      // Within a rank above 0 items come newest first: no title part, no title sets.
      return (cache[field] ??= groupPlans(index, groups, field, field === 'title' ? 1 : ranks));
    },
    matches(words, rank) {
      return groups.every((g) => groupMatches(g, words, rank));
    },
  };
}

/** A typed word's options at ranks 0, 1 and 2. */
function optionsOf(index: MatchIndex, word: string, names: string[]): Option[][] {
  const own: Option = { word, prefix: isPrefix(word) };
  const exact = [
    own,
    ...index.lexicon
      .sameStem(word)
      .filter((w) => !w.startsWith(word))
      .map(exact_),
  ];
  return [
    exact,
    corrections(index, word).map(exact_),
    names.filter((n) => index.lexicon.has(n)).map(exact_),
  ];
}

const exact_ = (word: string): Option => ({ word, prefix: false });

/**
 * Index words a slip or two from `word`. A word the index holds is corrected too when it is rare
 * and no everyday English word: then it is likely someone else's slip ("umbrela" in one report),
 * and the word they meant is looked for as well; a common or real word is what was meant.
 */
function corrections(index: MatchIndex, word: string): string[] {
  if (word.length < MIN_CORRECTED || !/^\p{L}+$/u.test(word)) return [];
  const held = index.estimate(word, 'all');
  if (held > 0 && (held > rareBelow(index.size) || isEnglishWord(word))) return [];
  return index.lexicon
    .near(word, word.length >= TWO_SLIPS ? 2 : 1)
    .map((w) => ({ w, n: index.exactCount(w, 'all') }))
    .filter((c) => c.n >= held)
    .sort((a, b) => b.n - a.n)
    .slice(0, MAX_CORRECTIONS)
    .map((c) => c.w);
}

/** A word held by at most this many items is rare: 3, or 1 item in 10,000. */
const rareBelow = (items: number) => Math.max(3, Math.floor(items / 10_000));

/**
 * Whether a rank's plan can hold no item: a group with a typed word none of whose options any
 * item has, and no synonym any has (a typo's rank 0, another name's ranks 0 and 1). Its pass
 * over the blocks is skipped, where it read every block to find nothing.
 */
export function planEmpty(groups: GroupPlan[]): boolean {
  return groups.some(
    (g) =>
      g.extra.every((s) => s.size === 0) &&
      g.words.some((options) => options.every((s) => s.size === 0)),
  );
}

/**
 * Whether rank `r`'s plan (`plans[r]`) adds no set to the rank below's: then no item is of
 * exactly that rank (the plans are cumulative), and a scan by rank has nothing to read there.
 * Most ranks 1 are such (a typed word that is common and spelled right has no corrections).
 */
export function addsNothing(plans: GroupPlan[][], r: number): boolean {
  if (r === 0) return false;
  const below = plans[r - 1];
  return plans[r].every(
    (g, i) =>
      g.extra.length === below[i].extra.length &&
      g.words.every((options, k) => options.length === below[i].words[k].length),
  );
}

/**
 * One group's sets at one rank: an item is in it when it is in one set of each `words` list (the
 * typed words' options, ORed, then ANDed), or in one of `extra` (synonyms, wider family).
 */
export type GroupPlan = { words: SetRef[][]; extra: SetRef[] };

/**
 * Each group's plan at each rank (cumulative): `[rank][group]`. Nothing is computed here; the
 * source materialises the sets a block of items at a time (rankBlocks.ts), so a page that fills
 * early reads little and a page that does not reads each set once, in tight loops.
 */
function groupPlans(
  index: MatchIndex,
  groups: Group[],
  field: Field,
  ranks: number,
): GroupPlan[][] {
  const setOf = (o: Option): SetRef => {
    // A prefix no word has (a typo's, another name's) makes no bitset: nothing to read.
    return o.prefix ? index.prefixRef(o.word, field) : index.exactRef(o.word, field);
  };
  // Each option's set is looked up once; a rank's lists are the ranks below's plus its own.
  // A set no item has, or one a lower rank (or the group's typed word) already reads, is left
  // out: it adds no item, and each cost a pass over every block read, and made a rank that
  // adds nothing look as if it added a set (docs/performance.md#counting-without-a-set).
  const refs = groups.map((g) => {
    const seen = new Set<string>();
    const fresh = (o: Option) => {
      const key = `${o.prefix ? '>' : '='}${o.word}`;
      return !seen.has(key) && !!seen.add(key);
    };
    const sets = (options: Option[]) => options.map(setOf).filter((s) => s.size > 0);
    const words = g.words.map((w) => {
      seen.clear();
      return w.map((level) => sets(level.filter(fresh)));
    });
    // With one typed word, a synonym that is one of its options is read already; with more,
    // the options are ANDed and the synonym is not.
    if (g.words.length !== 1) seen.clear();
    return { words, synonyms: sets(g.synonyms.filter(fresh)), wider: sets(g.wider.filter(fresh)) };
  });
  return Array.from({ length: ranks }, (_, r) =>
    refs.map((g) => ({
      words: g.words.map((w) => w.slice(0, Math.min(r, 2) + 1).flat()),
      extra: [...(r >= 2 ? g.synonyms : []), ...(r >= 3 ? g.wider : [])],
    })),
  );
}

function groupMatches(g: Group, words: Set<string>, rank: number): boolean {
  const meets = (o: Option) => (o.prefix ? hasPrefix(words, o.word) : words.has(o.word));
  if (
    g.words.every((w) =>
      w
        .slice(0, Math.min(rank, 2) + 1)
        .flat()
        .some(meets),
    )
  )
    return true;
  if (rank >= 2 && g.synonyms.some(meets)) return true;
  return rank >= 3 && g.wider.some(meets);
}
