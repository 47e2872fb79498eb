import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

/** Outside set 1 (outside1/README.md): JSON as the evaluator wrote it. */
type Side = { title: string; description: string; category: string; location: string };
type OutsideJson = {
  pairs: { tags: string[]; lost: Side; found: Side }[];
  nearMisses: { side: 'lost' | 'found'; pair: number; item: Side }[];
  lostOnly: Side[];
  foundOnly: Side[];
};

const MORNING = Date.parse('2026-03-02T09:00:00Z');
const HOUR = 3_600_000;

function report(side: Side, status: 'Lost' | 'Found', id: string): MatchReport {
  return {
    id,
    status,
    title: side.title,
    description: side.description,
    location: side.location,
    categoryId: `cat-${side.category.toLowerCase().replace(/\s+/g, '-')}`,
    categoryName: side.category,
    createdAt: new Date(MORNING + (status === 'Found' ? HOUR : 0)).toISOString(),
  };
}

export function loadOutsideSet(): MatchingSet & { tags: string[][] } {
  const file = path.join(__dirname, 'outside1', 'matching-outside-set-1.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as OutsideJson;
  const n = (i: number) => String(i + 1).padStart(3, '0');
  return {
    pairs: json.pairs.map((p, i) => ({
      lost: report(p.lost, 'Lost', `o-lost-${n(i)}`),
      found: report(p.found, 'Found', `o-found-${n(i)}`),
    })),
    tags: json.pairs.map((p) => p.tags),
    nearMisses: json.nearMisses.map((m, i) =>
      report(m.item, m.side === 'lost' ? 'Lost' : 'Found', `o-near-${n(i)}`),
    ),
    unrelated: [
      ...json.lostOnly.map((s, i) => report(s, 'Lost', `o-lostonly-${n(i)}`)),
      ...json.foundOnly.map((s, i) => report(s, 'Found', `o-foundonly-${n(i)}`)),
    ],
  };
}
