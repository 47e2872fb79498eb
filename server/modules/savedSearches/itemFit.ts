import { isPrefix, wordsOf } from '../search';
import { KEY_LENGTH } from './searchWords';

/** An item's searched text: the search reads the title, description, location and category. */
export type SearchedText = {
  title: string;
  description: string;
  location: string;
  categoryName: string;
};

/** An item's folded words and every start of one ("laptop": "l", "la", … "laptop"). */
export type ItemWords = { whole: Set<string>; starts: Set<string> };

export function itemWordsOf(item: SearchedText): ItemWords {
  const texts = [item.title, item.description, item.location, item.categoryName];
  const whole = new Set(texts.flatMap(wordsOf));
  const starts = new Set<string>();
  for (const w of whole) for (let n = 1; n <= w.length; n++) starts.add(w.slice(0, n));
  return { whole, starts };
}

/**
 * The search's rule (search/searchQuery.ts): every word starts a word of the item, and a
 * one-letter word is a whole word (docs/product.md#saved-searches).
 */
export const fitsWords = (words: readonly string[], item: ItemWords): boolean =>
  words.every((w) => (isPrefix(w) ? item.starts.has(w) : item.whole.has(w)));

/** The key words of the saved searches the item may fit: '' (no words) and its word starts. */
export const lookupKeys = (item: ItemWords): string[] => [
  '',
  ...[...item.starts].filter((s) => s.length <= KEY_LENGTH),
];
