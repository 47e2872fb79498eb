import { STOP_WORDS } from '../../text/stopWords';
import { fold } from './searchIndex/words';
import type { Key, MatchSource } from './searchPlan';

/** Each word's matches read for partial matches, in the sort's order. */
export const PARTIAL_READ = 1000;
/** Partial matches kept after the full ones. */
export const PARTIAL_CAP = 1000;

/** The words that count toward "most of the words" (none for a one-word search). */
export function tellingWords(tokens: string[]): string[] {
  if (tokens.length < 2) return [];
  return tokens.filter((t) => !STOP_WORDS.has(fold(t)));
}

/** At least half of the `known` words (those that match something), and at least one. */
export const wordsNeeded = (known: number) => Math.max(1, Math.ceil(known / 2));

/**
 * Items matching most of the words but not all (docs/product.md#browse-filters, "Items matching
 * some of your words"), best first: by how many of the words they match, then in the sort's
 * order. Only words that say something count: a stop word ("the", "lost") is not one, and a
 * word that matches nothing is not either, so "most" is at least half of the words that match
 * something, and a query whose words all match nothing (nonsense) finds nothing. Each word's
 * first PARTIAL_READ matches are read from the same engine and scope as the full search (the
 * database engines; the in-memory index reads every match: searchIndex/indexPartialMatches.ts).
 */
export async function partialMatches<K extends Key>(
  tokens: string[],
  wordSource: (token: string) => MatchSource<K>,
  full: ReadonlySet<K>,
  /** The keys in the sort's order. */
  inOrder: (keys: K[]) => Promise<K[]>,
): Promise<K[]> {
  const telling = tellingWords(tokens);
  if (!telling.length) return [];
  const lists = await Promise.all(telling.map((t) => wordSource(t).all(PARTIAL_READ, 0)));
  const known = lists.filter((l) => l.length > 0).length;
  if (!known) return [];
  const need = wordsNeeded(known);
  const hits = new Map<K, number>();
  for (const list of lists) for (const k of list) hits.set(k, (hits.get(k) ?? 0) + 1);
  const found = [...hits].filter(([k, n]) => n >= need && !full.has(k)).map(([k]) => k);
  const ordered = await inOrder(found);
  const at = new Map(ordered.map((k, i) => [k, i]));
  return ordered
    .sort((a, b) => hits.get(b)! - hits.get(a)! || at.get(a)! - at.get(b)!)
    .slice(0, PARTIAL_CAP);
}
