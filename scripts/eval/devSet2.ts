import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseEvalLine } from './evalLine';
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
  if (!existsSync(path.join(__dirname, 'devset2', 'pairs.ts'))) {
    return { pairs: [], nearMisses: [], unrelated: [] };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DEV2_PAIRS_TEXT } = require('./devset2/pairs') as { DEV2_PAIRS_TEXT: string };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const others = require('./devset2/others') as Record<string, string>;
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
    nearMisses: lines(others.DEV2_NEAR_MISSES_TEXT ?? '').map((l, i) =>
      parseLine(l, `d-near-${i + 1}`),
    ),
    unrelated: lines(others.DEV2_UNRELATED_TEXT ?? '').map((l, i) =>
      parseLine(l, `d-other-${i + 1}`),
    ),
  };
}
