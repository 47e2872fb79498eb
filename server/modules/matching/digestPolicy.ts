/**
 * Pairs that reach this score but do not alert at once go into the owner's daily digest of
 * possible matches (docs/product.md#matching).
 */
export const DIGEST_THRESHOLD = 0.45;
