import { CATEGORY_NAMES, LOCATIONS } from '../bench/seedLarge';
import { NEAR_MISSES_TEXT, UNRELATED_TEXT } from './matchingOthers';
import { PAIRS_TEXT } from './matchingPairs';
import type { MatchReport } from '../../server/modules/matching/types';

/**
 * The evaluation set of the matching score (docs/product.md#matching), written by hand:
 * `pairs` are one object told by its owner and by its finder; `nearMisses` share words with a
 * pair but are other objects; `unrelated` are the everyday rest. Categories and locations are
 * the seed's (scripts/bench/seedLarge.ts), so the set reads like the demo data.
 */
export type MatchingSet = {
  pairs: { lost: MatchReport; found: MatchReport }[];
  nearMisses: MatchReport[];
  unrelated: MatchReport[];
};

const FIRST_MORNING = Date.parse('2025-02-03T08:00:00Z');
const DAY = 86_400_000;

function parse(text: string, prefix: string): MatchReport[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, i) => {
    const [status, day, categoryName, location, title, description] = line.split(' | ');
    if (description === undefined) throw new Error(`matching set: bad line "${line}"`);
    if (!CATEGORY_NAMES.includes(categoryName)) throw new Error(`unknown category: ${line}`);
    if (!LOCATIONS.includes(location)) throw new Error(`unknown location: ${line}`);
    return {
      id: `${prefix}-${String(i + 1).padStart(3, '0')}`,
      status: status === 'L' ? 'Lost' : 'Found',
      title,
      description,
      location,
      categoryId: `cat-${categoryName.toLowerCase().replace(/\s+/g, '-')}`,
      categoryName,
      createdAt: new Date(FIRST_MORNING + Number(day) * DAY).toISOString(),
    };
  });
}

function pairsOf(reports: MatchReport[]): MatchingSet['pairs'] {
  const pairs: MatchingSet['pairs'] = [];
  for (let i = 0; i < reports.length; i += 2) {
    const [lost, found] = [reports[i], reports[i + 1]];
    if (lost?.status !== 'Lost' || found?.status !== 'Found') {
      throw new Error(`matching set: pair ${i / 2 + 1} is not a Lost line then a Found line`);
    }
    pairs.push({ lost, found });
  }
  return pairs;
}

export function loadMatchingSet(): MatchingSet {
  return {
    pairs: pairsOf(parse(PAIRS_TEXT, 'pair')),
    nearMisses: parse(NEAR_MISSES_TEXT, 'near'),
    unrelated: parse(UNRELATED_TEXT, 'other'),
  };
}
