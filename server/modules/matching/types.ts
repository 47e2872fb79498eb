/**
 * The shapes the matching module's parts agree on (docs/product.md#matching): the scoring in
 * `score.ts` reads two reports, the worker in `matchWorker.ts` picks candidates by their terms.
 */

/** One Lost report or Found item as matching reads it. */
export type MatchReport = {
  id: string;
  status: 'Lost' | 'Found';
  title: string;
  description: string;
  location: string;
  categoryId: string;
  categoryName: string;
  /** ISO 8601: when it was posted (a Found item posted well before a loss is a weak match). */
  createdAt: string;
  /**
   * The dominant colour names of its photo (server/storage/photoColours.ts), largest first:
   * colour evidence, weaker than a stated colour, where its text names none.
   */
  photoColours?: string[];
};

/** How alike two reports are: `score` in 0..1 and the evidence in plain phrases, strongest first. */
export type MatchScore = { score: number; reasons: string[] };
