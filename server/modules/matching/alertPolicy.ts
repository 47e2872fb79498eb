import { ALERT_THRESHOLD } from './score';

/**
 * When a pair alerts its owner at once (docs/product.md#matching): a score at or above
 * ALERT_THRESHOLD, or a candidate that is clearly the best on both sides: its score at least
 * MARGIN_FLOOR and ahead by MARGIN of the next Found item for the report and of the next Lost
 * report for the item. A report described in other words than its finder's scores low, yet
 * stands out among the candidates; requiring it of both sides keeps one vague report from
 * alerting about every lone item. Both values are set by the rule in
 * docs/matching-evaluation.md#the-alert-policy (`npm run eval:matching`).
 */
export const MARGIN_FLOOR = 0.4;
export const MARGIN = 0.15;

/** The score of the best other candidate on each side (0 when there is none). */
export type Rivals = { forLost: number; forFound: number };

export function clearlyBest(score: number, rivals: Rivals, floor = MARGIN_FLOOR, margin = MARGIN) {
  return score >= floor && score - rivals.forLost >= margin && score - rivals.forFound >= margin;
}

export function alertsNow(score: number, rivals: Rivals): boolean {
  return score >= ALERT_THRESHOLD || clearlyBest(score, rivals);
}
