import { lexicon } from './lexicon';
import { PHRASES } from './synonyms';
import type { TextTerm } from './textTerms';

/**
 * What WordNet knows of a word the campus's own lists may not (docs/lexicon.md): a thing
 * someone could lose gets the kinds it belongs to, so "hardback" meets "lab book" on book,
 * "mac" meets "trench coat" on raincoat, "thermos" meets "flask" on bottle. Families are
 * `family` terms (weaker than the object itself); a family the lists name ("bag", "book")
 * also gives the lists' own terms, so it meets a report that only the lists read.
 *
 * Only a word's most frequent physical-object sense is followed, two levels up: further up,
 * or through rarer senses ("notebook" the computer), families join things no owner would mix.
 */
const SENSES = 1;
const LEVELS = 3;

const cache = new Map<string, readonly TextTerm[]>();
const MAX_CACHED = 20_000;

/** `lemma` in WordNet's spelling: lower case, '_' between the words of a compound. */
export function lexiconTerms(lemma: string): readonly TextTerm[] {
  const known = cache.get(lemma);
  if (known) return known;
  const terms = termsOf(lemma);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(lemma, terms);
  return terms;
}

function termsOf(lemma: string): TextTerm[] {
  const wordnet = lexicon();
  if (!wordnet.isPhysicalObject(lemma)) return [];
  const senses = wordnet.objectSenses(lemma, { senses: SENSES });
  if (senses.length === 0) return [];
  const terms: TextTerm[] = [];
  const seen = new Set<string>();
  const add = (key: string, display: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ key, kind: 'family', display });
  };
  // Its own synset: "specs" and "spectacles" are one thing, whatever the lists say.
  for (const sense of senses) add(`wn:${sense.id}`, shown(sense.lemmas[0]));
  for (const family of wordnet.hypernymsOf(lemma, { senses: SENSES, depth: LEVELS })) {
    add(`wn:${family.id}`, shown(family.lemmas[0]));
    for (const name of family.lemmas) {
      for (const t of PHRASES.get(shown(name)) ?? []) {
        if (t.kind === 'object' || t.kind === 'family') add(t.key, t.key);
      }
    }
  }
  return terms;
}

const shown = (lemma: string) => lemma.replace(/_/g, ' ');

/** A key of WordNet's own (a synset), not one the campus's lists name. */
export const isLexiconKey = (key: string) => key.startsWith('wn:');

const KIND_LEVELS = 3;
const kinds = new Map<string, ReadonlySet<string>>();

/**
 * The kinds WordNet says a list's object is ("notebook": book, volume...), within three levels
 * and through its most frequent physical-object sense, written as the lists write keys.
 */
export function kindsOf(key: string): ReadonlySet<string> {
  let answer = kinds.get(key);
  if (!answer) {
    const families = lexicon().familiesOf(key.replace(/ /g, '_'), {
      senses: SENSES,
      depth: KIND_LEVELS,
    });
    answer = new Set(families.map(shown));
    if (kinds.size >= MAX_CACHED) kinds.clear();
    kinds.set(key, answer);
  }
  return answer;
}
