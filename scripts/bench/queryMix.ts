import { BRANDS, CATEGORY_NAMES, COLOURS, DETAILS, LOCATIONS, THINGS } from './seedLarge';

/**
 * What visitors type: one- and two-word queries from the items' own vocabulary, some words cut
 * to a prefix ("headph"), one word in ten mistyped ("calculatr") and one in ten another name for
 * a thing ("rucksack" for a backpack), as a list of distinct queries, then request paths that add
 * a status filter to 20% and ask for pages 2-5 in 20%.
 */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

export const VOCABULARY = [
  ...new Set(
    [...COLOURS, ...BRANDS, ...CATEGORY_NAMES, ...Object.values(THINGS).flat(), ...LOCATIONS]
      .concat(DETAILS)
      .flatMap(wordsOf)
      .filter((w) => w.length >= 2),
  ),
].sort();

/** A small deterministic generator, so every run asks the same queries. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * Other names people use for the generated things (the synonym lists in server/text name them
 * all): what the search finds only through its synonyms (docs/search-evaluation.md).
 */
export const OTHER_NAMES = [
  'earphones',
  'rucksack',
  'bookbag',
  'specs',
  'spectacles',
  'brolly',
  'jumper',
  'pullover',
  'sweatshirt',
  'mobile',
  'cellphone',
  'smartphone',
  'notepad',
  'jotter',
  'billfold',
  'mittens',
  'keychain',
  'coat',
  'licence',
  'sunnies',
];

/** A slip a hurried typist makes on a word of 5+ letters: a letter dropped, doubled or swapped. */
export function mistyped(word: string, r: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(r() * (word.length - 2));
  const slip = Math.floor(r() * 3);
  if (slip === 0) return word.slice(0, at) + word.slice(at + 1);
  if (slip === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const typed = (word: string, r: () => number) => {
  const x = r();
  if (x < 0.1) return OTHER_NAMES[Math.floor(r() * OTHER_NAMES.length)];
  if (x < 0.2) return mistyped(word, r);
  return word.length > 4 && x < 0.44
    ? word.slice(0, 3 + Math.floor(r() * (word.length - 3)))
    : word;
};

/** `n` different queries (one word in 40%, two in 60%). */
export function distinctQueries(n: number, seed = 11): string[] {
  const r = prng(seed);
  const pick = () => VOCABULARY[Math.floor(r() * VOCABULARY.length)];
  const seen = new Set<string>();
  for (let tries = 0; seen.size < n && tries < n * 50; tries++) {
    seen.add(r() < 0.4 ? typed(pick(), r) : `${pick()} ${typed(pick(), r)}`);
  }
  return [...seen];
}

/**
 * `n` distinct queries of another draw, none with the same words as one of `measured`: a cold
 * server's warm-up that caches none of the measured searches (docs/performance.md#measuring).
 */
export function otherQueries(n: number, measured: Iterable<string>, seed = 97): string[] {
  // A query's words as a set: "red bag" and "bag red" share the index's sets and items.
  const wordSet = (q: string) => [...new Set(wordsOf(q))].sort().join(' ');
  const skip = new Set([...measured].map(wordSet));
  return distinctQueries(n * 4, seed)
    .filter((q) => !skip.has(wordSet(q)))
    .slice(0, n);
}

const STATUSES = ['Lost', 'Found', 'Claimed', 'Returned'];
const BASE = '/api/v1/search/items/search?limit=8&isActive=true';

/** The request path for query `q`, the i-th request of a run (status and page vary with i). */
export function searchPath(q: string, i: number): string {
  const r = prng(i * 7919 + 1);
  const params = new URLSearchParams({ search: q });
  if (r() < 0.2) params.set('status', STATUSES[Math.floor(r() * 4)]);
  params.set('page', String(r() < 0.2 ? 2 + Math.floor(r() * 4) : 1));
  return `${BASE}&${params.toString()}`;
}

/**
 * Request paths that no search cache can answer: every (words, status) pair once, page 1, none
 * of them among `asked` (the other scenarios' queries, already cached by then). Two words in
 * either order are two different searches (the caches key on the words as typed), and so is
 * each status; `n` of them, or as many as the vocabulary allows.
 */
export function uncachedPaths(n: number, asked: Iterable<string>, seed = 23): string[] {
  const r = prng(seed);
  const skip = new Set([...asked].map((q) => wordsOf(q).join(' ')));
  const pick = () => VOCABULARY[Math.floor(r() * VOCABULARY.length)];
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let tries = 0; paths.length < n && tries < n * 20; tries++) {
    const q = r() < 0.2 ? typed(pick(), r) : `${pick()} ${typed(pick(), r)}`;
    const words = [...new Set(wordsOf(q))].join(' ');
    if (skip.has(words)) continue;
    const status = r() < 0.2 ? STATUSES[Math.floor(r() * 4)] : '';
    if (seen.has(`${words}|${status}`)) continue;
    seen.add(`${words}|${status}`);
    const params = new URLSearchParams({ search: words, page: '1' });
    if (status) params.set('status', status);
    paths.push(`${BASE}&${params.toString()}`);
  }
  return paths;
}

/** Indexes drawn with probability ∝ 1/rank (Zipf, s = 1) over `n` items. */
export function zipfIndexes(n: number, count: number, seed = 5): number[] {
  const r = prng(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k));
  return Array.from({ length: count }, () => {
    const x = r() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
}
