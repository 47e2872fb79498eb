import stemWord from 'wink-porter2-stemmer';

const stems = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

/** Porter2 stems, remembered: the worker reads the same few thousand words all day. */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    s = stemWord(word);
    stems.set(word, s);
  }
  return s;
}
