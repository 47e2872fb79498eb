import { parseEvalLine } from './evalLine';
import { DEV2_NEAR_MISSES_TEXT, DEV2_UNRELATED_TEXT } from './devset2/others';
import { DEV2_PAIRS_TEXT } from './devset2/pairs';
import type { MatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

/**
 * Dev set 2 (devset2/README.md): written for issue 32 in many voices, in the line format of
 * the issue-25 set; its places are outside set 1's campus (outside1/campusPlaces.ts).
 */
function parseLine(line: string, id: string): MatchReport {
  const e = parseEvalLine(line, 'dev set 2');
  return {
    id,
    status: e.status,
    title: e.title,
    description: e.description,
    location: e.location,
    categoryId: `cat-${e.category.toLowerCase().replace(/\s+/g, '-')}`,
    categoryName: e.category,
    createdAt: e.createdAt,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('//'));

export function loadDevSet2(): MatchingSet {
  const pairs = DEV2_PAIRS_TEXT.split(/\n\s*\n/)
    .map(lines)
    .filter((block) => block.length > 0)
    .map((block, i) => {
      const n = String(i + 1).padStart(3, '0');
      if (block.length !== 2) throw new Error(`dev set 2: pair ${n} has ${block.length} lines`);
      return {
        lost: parseLine(block[0], `d-lost-${n}`),
        found: parseLine(block[1], `d-found-${n}`),
      };
    });
  return {
    pairs,
    nearMisses: lines(DEV2_NEAR_MISSES_TEXT).map((l, i) => parseLine(l, `d-near-${i + 1}`)),
    unrelated: lines(DEV2_UNRELATED_TEXT).map((l, i) => parseLine(l, `d-other-${i + 1}`)),
  };
}
