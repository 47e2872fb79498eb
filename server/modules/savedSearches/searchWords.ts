import { fold, searchTokens } from '../search';

/** The longest key word stored (the search keeps at most 40 characters of a word anyway). */
export const KEY_LENGTH = 40;

/** A saved search's words, as stored (migration 012). */
export type SearchWords = {
  /** The words as the search reads them (NFKC, lower case, at most 8), for the user. */
  search: string;
  /** The same words folded as the search compares them ("Café" is "cafe"), sorted, unique. */
  words: string[];
  /** The longest of `words` ('' without words): the one the lookup of a new item uses. */
  keyWord: string;
};

/**
 * Reads the words of a search the way the portal's search does (search/searchQuery.ts, then the
 * index's folding), so a saved search fits exactly the items the search would find; "red bag"
 * and "Bag RED" are then one search (docs/product.md#saved-searches).
 */
export function searchWordsOf(input: string | undefined): SearchWords {
  const tokens = searchTokens(input);
  const words = [...new Set(tokens.map(fold).filter((w) => w.length > 0))].sort();
  // The longest word is likely the rarest: the fewest searches to check per item.
  const keyWord = words.reduce((key, w) => (w.length > key.length ? w : key), '');
  return { search: tokens.join(' '), words, keyWord: keyWord.slice(0, KEY_LENGTH) };
}
