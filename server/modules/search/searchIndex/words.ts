import { foldName } from '../../../text';
import { wordsIn } from '../searchQuery';

/**
 * The words of a text as the in-memory search index stores them, and as queries are looked up:
 * Unicode letters, digits and marks, NFKC-normalised, lower-cased and without diacritics ("Café"
 * is "cafe"), as SQLite's FTS5 tokenizer reads them (unicode61, remove_diacritics 2), so both
 * databases find the same items (docs/performance.md#in-memory-search-index).
 */
export function fold(word: string): string {
  // ASCII has no diacritics (most words: skip two normalisations).
  if (/^\p{ASCII}*$/u.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/**
 * A text's words, and its names with the apostrophe closed up as the shared analyser writes them
 * ("O'Neill" is also "oneill", so "ONeill" finds it; docs/search-evaluation.md).
 */
export function wordsOf(text: string): string[] {
  const words = wordsIn(text).map(fold);
  if (!/['’]/.test(text)) return words;
  const closed = wordsIn(foldName(text)).map(fold);
  return words.concat(closed.filter((w) => !words.includes(w)));
}
