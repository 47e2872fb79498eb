import { isLexiconKey } from '../../text/lexiconTerms';
import { readTerms, rank, type Analysis } from './analyse';
import type { MatchReport } from './types';

/**
 * The distinct terms of a report that the worker stores per item to pick candidates: any pair
 * worth listing shares at least one of them, because `scoreAnalysed` keeps a pair with no shared
 * term below LIST_THRESHOLD. The location adds none for that reason: a shared building alone
 * never lists a pair, and "library" would pick a tenth of all items. Strongest kinds come first
 * (names, models, brands, objects, colours, words), so a worker that caps candidates can favour
 * the rare ones.
 */
export function matchTerms(r: Pick<MatchReport, 'title' | 'description' | 'location'>): string[] {
  return termsOf(readTerms(r.title, r.description));
}

/** `matchTerms` of a report already read (its analysis): the text is not read twice. */
export function termsOf({ terms }: Pick<Analysis, 'terms'>): string[] {
  // WordNet's own keys (lexiconTerms.ts) pick no candidates: its families are common to many
  // items (each one more index range to count per post), and a pair they would bring also
  // shares the lists' key a family maps to, or a word.
  return [...terms]
    .filter(([key]) => !isLexiconKey(key))
    .sort(([k1, u1], [k2, u2]) => rank(u1.kind) - rank(u2.kind) || (k1 < k2 ? -1 : k1 > k2 ? 1 : 0))
    .map(([key]) => key);
}
