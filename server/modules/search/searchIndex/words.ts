import { documentSpelling, foldName, plainLetters } from '../../../text';
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
 * ("O'Neill" is also "oneill", so "ONeill" finds it; docs/search-evaluation.md), and with the
 * letters people type for those NFKD keeps whole (server/text/personName.ts).
 */
export function wordsOf(text: string): string[] {
  const words = wordsIn(text).map(fold);
  const more: string[] = [];
  if (/['’]/.test(text)) more.push(...wordsIn(foldName(text)).map(fold));
  // One notion of a name with matching (docs/matching-evaluation.md#names): "Işıl" is also
  // "isil", "Strauß" "strauss", and "Müller" also "mueller", as documents print it.
  if (!/^\p{ASCII}*$/u.test(text)) {
    for (const word of wordsIn(text.toLowerCase())) {
      more.push(fold(plainLetters(word)));
      const spelt = documentSpelling(word);
      if (spelt) more.push(spelt);
    }
  }
  return words.concat([...new Set(more)].filter((w) => !words.includes(w)));
}

/** Whether a word of `words` starts with `prefix`. */
export function hasPrefix(words: Set<string>, prefix: string): boolean {
  for (const w of words) if (w.startsWith(prefix)) return true;
  return false;
}
