import { DEV2_NEAR_MISSES_TEXT, DEV2_UNRELATED_TEXT } from './devset2/others';
import { DEV2_PAIRS_TEXT } from './devset2/pairs';
import { lineSet } from './lineSet';
import type { MatchingSet } from './matchingSet';

/**
 * Dev set 2 (devset2/README.md): written for issue 32 in many voices, in the line format of
 * the issue-25 set; its places are outside set 1's campus (outside1/campusPlaces.ts).
 */
export function loadDevSet2(): MatchingSet {
  return lineSet(
    { pairs: DEV2_PAIRS_TEXT, nearMisses: DEV2_NEAR_MISSES_TEXT, unrelated: DEV2_UNRELATED_TEXT },
    'dev set 2',
    'd',
  );
}
