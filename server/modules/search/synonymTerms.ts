import { analyse, correctWord, foldAccents, givenNameForms } from '../../text';
import { PHRASES } from '../../text/synonyms';
import { segmentsOf } from '../../text/textTerms';
import type { Term, TermKind } from '../../text';

/**
 * Synonyms for the search (docs/search-evaluation.md#synonyms), from the shared analyser's lists
 * (server/text): an item is indexed under the canonical terms its text stands for ("AirPods": the
 * model airpods, the brand apple, the object earphones), and a typed word or phrase looks for
 * items with its most specific term ("earbuds": the object earphones) and, for an object, items
 * of that family too ("bag": backpacks). Plain words are not terms here: the index keeps them.
 */

/** Terms are stored beside words under a mark no typed word holds. */
const MARK = '\u0001';
const termWord = (kind: TermKind, key: string) => `${MARK}${kind}:${key}`;

const INDEXED: ReadonlySet<TermKind> = new Set([
  'model',
  'brand',
  'object',
  'family',
  'colour',
  'place',
]);
/** A phrase's term that says the most, first: "airpods" looks for AirPods, not every Apple item. */
const SPECIFIC: TermKind[] = ['model', 'brand', 'object', 'colour', 'place'];

/** The term words an item's text is indexed under (terms of negated phrases left out). */
export function termWordsOf(text: string): string[] {
  const out = new Set<string>();
  for (const t of analyse(text, 'index')) {
    if (!t.negated && INDEXED.has(t.kind)) out.add(termWord(t.kind, t.key));
  }
  return [...out];
}

/**
 * The typed words a search looks for: a lone "s" (what "driver's" leaves: the shared analyser
 * drops a possessive) goes when other words remain, so "driver's license" is the phrase
 * "driver license" of the lists.
 */
export function searchedWords(tokens: string[]): string[] {
  const kept = tokens.filter((t) => t !== 's');
  return kept.length ? kept : tokens;
}

/** A run of typed words read as one: a phrase of the lists ("memory stick") or one word. */
export type QueryGroup = {
  /** Indexes of the typed words it covers. */
  start: number;
  end: number;
  /** Term words that find its synonyms. */
  synonyms: string[];
  /** Term words of its wider family (an object's family): weaker than synonyms. */
  wider: string[];
  /** Other forms of a given name ("bill": william), plain words. */
  names: string[];
  /** The phrases of the lists that say the same, as words: for the database engines. */
  phrases: string[][];
};

/** The typed words (folded as the index folds them) cut into groups, with their synonyms. */
export function queryGroups(words: string[], withPhrases = false): QueryGroup[] {
  const folded = words.map((w) => foldAccents(w).toLowerCase());
  // A slip in a word of the lists ("rucksak") still finds its synonyms, as the shared analyser
  // reads a query (server/text/typos.ts: only a word that is no list, stop or English word).
  const listed = folded.map((w) => correctWord(w) ?? w);
  return segmentsOf(listed).map(({ start, end, phrase }) => {
    const kind = phrase && SPECIFIC.find((k) => phrase.some((t) => t.kind === k));
    const terms = kind ? (phrase as Term[]).filter((t) => t.kind === kind) : [];
    const synonyms = terms.map((t) => termWord(t.kind, t.key));
    const wider = kind === 'object' ? terms.map((t) => termWord('family', t.key)) : [];
    const names = end - start === 1 ? givenNameForms(folded[start]) : [];
    return {
      start,
      end,
      synonyms,
      wider,
      names,
      phrases: withPhrases ? phrasesFor(synonyms, folded.slice(start, end)) : [],
    };
  });
}

let byTerm: Map<string, string[][]> | undefined;

/** The lists' phrases with one of these term words (never the typed words themselves). */
function phrasesFor(termWords: string[], typed: string[]): string[][] {
  if (!termWords.length) return [];
  if (!byTerm) {
    byTerm = new Map();
    for (const [phrase, terms] of PHRASES) {
      for (const t of terms) {
        const key = termWord(t.kind, t.key);
        const list = byTerm.get(key) ?? [];
        list.push(phrase.split(' '));
        byTerm.set(key, list);
      }
    }
  }
  const own = typed.join(' ');
  const out = new Map<string, string[]>();
  for (const key of termWords) {
    for (const p of byTerm.get(key) ?? []) if (p.join(' ') !== own) out.set(p.join(' '), p);
  }
  return [...out.values()];
}

/**
 * The database engines' words with synonyms (SQLite FTS5, PostgreSQL tsquery): each group is its
 * words (prefixes, as typed) OR any phrase of the lists that says the same OR another form of a
 * given name; groups are ANDed. No typo correction and no ranking: items of every kind of match
 * come newest first (docs/search-evaluation.md#the-database-engines).
 */
export function expandedQuery(
  tokens: string[],
  write: {
    word: (token: string) => string;
    phrase: (words: string[]) => string;
    and: string;
    or: string;
  },
): string {
  const words = searchedWords(tokens);
  return queryGroups(words, true)
    .map((g) => {
      const own = words.slice(g.start, g.end).map(write.word).join(write.and);
      const others = [...g.phrases, ...g.names.map((n) => [n])].map(write.phrase);
      return others.length ? `(${[`(${own})`, ...others].join(write.or)})` : own;
    })
    .join(write.and);
}
