import { HELDOUT_NEAR_MISSES_TEXT, HELDOUT_UNRELATED_TEXT } from './heldout/matchingHeldoutOthers';
import { HELDOUT_PAIRS_TEXT } from './heldout/matchingHeldoutPairs';
import { parseEvalLine } from './evalLine';
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
function parseLine(line: string, id: string): MatchReport {
  const { status, createdAt, category, location, title, description } = parseEvalLine(
    line,
    'held-out set',
  );
  if (!CATEGORIES.includes(category)) throw new Error(`held-out set: category in "${line}"`);
  return {
    id,
    status,
    title,
    description,
    location,
    categoryId: `cat-${category.toLowerCase().replace(/\s+/g, '-')}`,
    categoryName: category,
    createdAt,
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
