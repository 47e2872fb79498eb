/**
 * Pairs that reach this score but do not alert at once go into the owner's daily digest of
 * possible matches (docs/product.md#matching, "Possible matches digest"). Chosen with `npm run
 * eval:matching` on the development sets: 0.5 keeps about half a digest entry per Lost report
 * and adds four points of recall to the immediate alerts (docs/matching-evaluation.md#issue-32).
 */
export const DIGEST_THRESHOLD = 0.5;
