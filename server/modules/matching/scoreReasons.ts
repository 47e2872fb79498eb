import type { TermKind } from '../../text/synonymEntry';

/*
 * The reasons a match shows (openapi.yaml ItemMatch.reasons, docs/product.md#matching): the
 * evidence the scorer adds up (score.ts), put in words, strongest first.
 */

/** One piece of evidence: its weight in the raw sum and the words a person reads for it. */
export type Evidence = { weight: number; reason: string };

/** A shared term in words: a name, a colour or size, or anything else mentioned by both. */
export function phrase(kind: TermKind, display: string): string {
  if (kind === 'name') {
    // Initials are written in capitals ("JS"); "Ada" is a name.
    return /^\p{Lu}{2,3}$/u.test(display) ? `same initials '${display}'` : `both name '${display}'`;
  }
  if (kind === 'colour' || kind === 'hue' || kind === 'size') return `both say ${display}`;
  return `both mention '${display}'`;
}

const MAX_REASONS = 8;
/** Weaker evidence is left out of the reasons, except the time, which a person always wants. */
const LEAST_REASON_WEIGHT = 0.15;

/** The reasons of a pair's evidence: the strongest first, each once, at most MAX_REASONS. */
export function reasonsOf(evidence: Evidence[]): string[] {
  const sorted = evidence
    .filter((e) => Math.abs(e.weight) >= LEAST_REASON_WEIGHT || / apart$|^same day$/.test(e.reason))
    .sort((p, q) => Math.abs(q.weight) - Math.abs(p.weight) || (p.reason < q.reason ? -1 : 1));
  return [...new Set(sorted.map((e) => e.reason))].slice(0, MAX_REASONS);
}
