import { HELDOUT_NEAR_MISSES_TEXT, HELDOUT_UNRELATED_TEXT } from './heldout/matchingHeldoutOthers';
import { HELDOUT_PAIRS_TEXT } from './heldout/matchingHeldoutPairs';
import { lineSet } from './lineSet';
import type { MatchingSet } from './matchingSet';

/**
 * The issue-25 set (heldout/README.md): written by someone who had not seen the matcher, with
 * free-text places; development data since issue 32 (docs/matching-evaluation.md#the-sets).
 */
export function loadHeldoutSet(): MatchingSet {
  return lineSet(
    {
      pairs: HELDOUT_PAIRS_TEXT,
      nearMisses: HELDOUT_NEAR_MISSES_TEXT,
      unrelated: HELDOUT_UNRELATED_TEXT,
    },
    'issue-25 set',
    'h',
  );
}
