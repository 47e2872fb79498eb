import type { MatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

/**
 * The "typed in a hurry" variant of a set (docs/matching-evaluation.md): in every title and
 * description, 40% of the words of 6 letters or more (of the whole set, rounded) are misspelt by
 * one of three slips, words and slips chosen by a seeded generator so every run misspells the
 * same words the same way: two neighbouring letters swapped, one letter dropped, or one letter
 * doubled. The first letter
 * is never touched (people rarely get it wrong, and a search box shows it). Places are left as
 * written: the slips are in what the item is, not where.
 */
export const MISSPELT_SHARE = 0.4;
const LONG_WORD = /\p{L}{6,}/gu;

/** mulberry32: a small seeded generator, enough for a reproducible choice of words. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slip(word: string, rand: () => number): string {
  const at = 1 + Math.floor(rand() * (word.length - 1));
  const kind = Math.floor(rand() * 3);
  if (kind === 0 && at < word.length - 1)
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

export type MisspeltCount = { longWords: number; misspelt: number };

export function misspellSet(set: MatchingSet, seed = 25): { set: MatchingSet } & MisspeltCount {
  const rand = seeded(seed);
  const reports = [...set.pairs.flatMap((p) => [p.lost, p.found]), ...set.nearMisses];
  reports.push(...set.unrelated);
  const longWords = reports
    .map(
      (r) =>
        (r.title.match(LONG_WORD)?.length ?? 0) + (r.description.match(LONG_WORD)?.length ?? 0),
    )
    .reduce((a, b) => a + b, 0);
  // A seeded shuffle of the word positions: the first 40% of them are misspelt.
  const order = [...Array(longWords).keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const chosen = new Set(order.slice(0, Math.round(MISSPELT_SHARE * longWords)));
  let at = 0;
  const text = (s: string) => s.replace(LONG_WORD, (w) => (chosen.has(at++) ? slip(w, rand) : w));
  const copies = new Map(
    reports.map((r) => [r, { ...r, title: text(r.title), description: text(r.description) }]),
  );
  const copy = (r: MatchReport) => copies.get(r)!;
  return {
    set: {
      pairs: set.pairs.map((p) => ({ lost: copy(p.lost), found: copy(p.found) })),
      nearMisses: set.nearMisses.map(copy),
      unrelated: set.unrelated.map(copy),
    },
    longWords,
    misspelt: chosen.size,
  };
}
