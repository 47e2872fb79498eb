import type { TextTerm } from './textTerms';

/**
 * Finer models than a product line: "iPhone 13", "XPS 15", "TI-84", "AirPods Pro", "AirPods 2nd
 * gen". Two reports naming different ones are different objects even when the line is the same,
 * so a finer model's key holds a colon, which no word has, and `groupOf` (analyse.ts) keeps them
 * apart from lines. "TI-84", "TI 84" and "ti84" give the same key (foldWords.ts).
 */
export function finerModelAfter(line: string, words: string[], at: number): TextTerm | undefined {
  const next = words[at];
  if (next === undefined) return undefined;
  const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(next);
  if (ordinal && /^gen(eration)?$/.test(words[at + 1] ?? ''))
    return finer(line, `gen${ordinal[1]}`);
  if (EDITIONS.has(next) || isModelNumber(next)) return finer(line, next);
  return undefined;
}

/** Digits, perhaps with a few letters around them ("13", "s23", "x1", "15z"). */
export function isModelNumber(word: string): boolean {
  return MODEL_NUMBER.test(word) && !ORDINAL_OR_TIME.test(word) && !AMOUNT.test(word);
}

const EDITIONS = new Set(['pro', 'max', 'mini', 'air', 'plus', 'ultra', 'se', 'lite', 'fe']);
const MODEL_NUMBER = /^[a-z]{0,2}\d{1,4}[a-z]{0,3}$/;
export const ORDINAL_OR_TIME = /^\d+(st|nd|rd|th|am|pm|h|hr|hrs|min|mins)$/;
/** Sizes and amounts ("32oz", "96W") and paper sizes ("A4"): plain words, not models. */
export const AMOUNT = /^(\d+(ml|l|oz|gb|tb|mb|mm|cm|m|kg|g|k|p|x|w|v|mah|in|inch)|a\d)$/;

function finer(line: string, edition: string): TextTerm {
  return { key: `${line}:${edition}`, kind: 'model', display: `${line} ${edition}` };
}
