import { isEnglishWord } from './dictionary';
import { deletionKeys, oneSlipApart } from './slips';
import { STOP_WORDS } from './stopWords';
import { PHRASE_STARTS, PHRASES } from './synonyms';

/**
 * Misspelt words of the synonym lists, put right: "samsnug" is Samsung (and so a brand that can
 * disagree with Apple), "headphnes" headphones, "umbrela" umbrella. Only a word that is neither
 * in the lists, a stop word nor an everyday English word (dictionary.ts) is corrected, and only
 * when exactly one list word is one slip away (slips.ts): a letter typed for another only in
 * words of 7 letters or more, where two real words rarely sit one letter apart.
 */
const MIN_LENGTH = 4;
const MIN_SUBSTITUTION_LENGTH = 7;

/** Every single word of the lists' phrases, by its deletion keys. */
let vocabulary: Map<string, Set<string>> | undefined;

function vocabularyIndex(): Map<string, Set<string>> {
  if (vocabulary) return vocabulary;
  vocabulary = new Map();
  for (const phrase of PHRASES.keys()) {
    for (const word of phrase.split(' ')) {
      if (word.length < MIN_LENGTH || /\d/.test(word)) continue;
      for (const key of deletionKeys(word)) {
        const set = vocabulary.get(key) ?? new Set<string>();
        set.add(word);
        vocabulary.set(key, set);
      }
    }
  }
  return vocabulary;
}

const corrected = new Map<string, string | null>();

/** The list word a misspelt word stands for, or undefined when it is fine or unknown. */
export function correctWord(word: string): string | undefined {
  let known = corrected.get(word);
  if (known === undefined) {
    known = findCorrection(word) ?? null;
    if (corrected.size > 50_000) corrected.clear();
    corrected.set(word, known);
  }
  return known ?? undefined;
}

function findCorrection(word: string): string | undefined {
  if (word.length < MIN_LENGTH || !/^\p{L}+$/u.test(word)) return undefined;
  // A phrase's first word ("trackie" of "trackie top") is a word of the lists already.
  if (PHRASES.has(word) || PHRASE_STARTS.has(word)) return undefined;
  if (STOP_WORDS.has(word) || isEnglishWord(word)) return undefined;
  const index = vocabularyIndex();
  const found = new Set<string>();
  for (const key of deletionKeys(word)) {
    for (const candidate of index.get(key) ?? []) {
      const substitution = Math.min(word.length, candidate.length) >= MIN_SUBSTITUTION_LENGTH;
      if (oneSlipApart(word, candidate, substitution)) found.add(candidate);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}
