import { HELDOUT_NEAR_MISSES_TEXT, HELDOUT_UNRELATED_TEXT } from './heldout/matchingHeldoutOthers';
import { HELDOUT_PAIRS_TEXT } from './heldout/matchingHeldoutPairs';
import type { MatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

/**
 * The held-out set (heldout/README.md): written by someone who had not seen the matcher, with
 * free-text places and categories. It is only measured, never tuned on (docs/matching-evaluation.md).
 */
const CATEGORIES = [
  'Electronics',
  'ID Cards',
  'Keys',
  'Bags',
  'Clothing',
  'Books',
  'Water Bottles',
  'Other',
];
const FIRST_MORNING = Date.parse('2026-03-02T00:00:00Z');
const DAY = 86_400_000;

function parseLine(line: string, id: string): MatchReport {
  const [status, day, categoryName, location, title, description] = line
    .split('|')
    .map((f) => f.trim());
  if (description === undefined || !['L', 'F'].includes(status))
    throw new Error(`held-out set: bad line "${line}"`);
  if (!CATEGORIES.includes(categoryName)) throw new Error(`held-out set: category in "${line}"`);
  return {
    id,
    status: status === 'L' ? 'Lost' : 'Found',
    title,
    description,
    location,
    categoryId: `cat-${categoryName.toLowerCase().replace(/\s+/g, '-')}`,
    categoryName,
    createdAt: new Date(FIRST_MORNING + Number(day) * DAY).toISOString(),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('//'));

export function loadHeldoutSet(): MatchingSet {
  const pairs = HELDOUT_PAIRS_TEXT.split(/\n\s*\n/)
    .map(lines)
    .filter((block) => block.length > 0)
    .map((block, i) => {
      const n = String(i + 1).padStart(3, '0');
      if (block.length !== 2) throw new Error(`held-out set: pair ${n} has ${block.length} lines`);
      const [lost, found] = [
        parseLine(block[0], `h-lost-${n}`),
        parseLine(block[1], `h-found-${n}`),
      ];
      if (lost.status !== 'Lost' || found.status !== 'Found')
        throw new Error(`held-out set: pair ${n} is not a Lost line then a Found line`);
      return { lost, found };
    });
  return {
    pairs,
    nearMisses: lines(HELDOUT_NEAR_MISSES_TEXT).map((l, i) => parseLine(l, `h-near-${i + 1}`)),
    unrelated: lines(HELDOUT_UNRELATED_TEXT).map((l, i) => parseLine(l, `h-other-${i + 1}`)),
  };
}
