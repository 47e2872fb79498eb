import { foldWords } from './foldWords';
import { BRAND_SYNONYMS } from './synonymsBrands';
import { CARRIED_SYNONYMS } from './synonymsCarried';
import { COLOUR_SYNONYMS } from './synonymsColours';
import { ELECTRONICS_SYNONYMS } from './synonymsElectronics';
import { PLACE_SYNONYMS } from './synonymsPlaces';
import { STUDY_SYNONYMS } from './synonymsStudy';
import { WORN_SYNONYMS } from './synonymsWorn';
import type { SynonymEntry, Term } from './synonymEntry';

export const SYNONYM_ENTRIES: SynonymEntry[] = [
  ...COLOUR_SYNONYMS,
  ...ELECTRONICS_SYNONYMS,
  ...CARRIED_SYNONYMS,
  ...WORN_SYNONYMS,
  ...STUDY_SYNONYMS,
  ...BRAND_SYNONYMS,
  ...PLACE_SYNONYMS,
];

/**
 * Every phrase of the lists, folded as report text is (foldWords.ts), to the canonical terms it
 * stands for. Phrases are matched on the words as written, not on stems: stemming would make
 * "glass" (a material) the "glasses" one wears. Plurals are added here instead, so the lists
 * name the singular only; a phrase a list names itself wins over a made-up plural.
 */
export const PHRASES = new Map<string, Term[]>();

/** First words of the phrases of two words or more: only those are tried as a phrase start. */
export const PHRASE_STARTS = new Set<string>();

/** The most words a phrase has. */
export let LONGEST_PHRASE = 1;

function addTerms(key: string, terms: Term[]) {
  const known = PHRASES.get(key);
  if (!known) {
    PHRASES.set(key, [...terms]);
    return;
  }
  for (const t of terms) {
    if (!known.some((k) => k.key === t.key && k.kind === t.kind)) known.push(t);
  }
}

function plurals(word: string): string[] {
  if (/\d$/.test(word) || word.length < 3) return [];
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`, `${word}s`];
  if (/fe?$/.test(word)) return [`${word.replace(/fe?$/, 'ves')}`, `${word}s`];
  return [`${word}s`];
}

for (const entry of SYNONYM_ENTRIES) {
  for (const phrase of entry.phrases) {
    const words = foldWords(phrase);
    addTerms(words.join(' '), entry.terms);
    LONGEST_PHRASE = Math.max(LONGEST_PHRASE, words.length);
    if (words.length > 1) PHRASE_STARTS.add(words[0]);
  }
}
const named = new Set(PHRASES.keys());
for (const entry of SYNONYM_ENTRIES) {
  for (const phrase of entry.phrases) {
    const words = foldWords(phrase);
    for (const plural of plurals(words[words.length - 1])) {
      const key = [...words.slice(0, -1), plural].join(' ');
      if (!named.has(key)) addTerms(key, entry.terms);
    }
  }
}
