import type { MatchReport } from './types';

/** Reports for the scoring tests: one morning, a fresh id each, fields as given. */
const DAY = 86_400_000;
const MORNING = Date.parse('2025-03-03T09:00:00Z');

let n = 0;
export function report(
  status: MatchReport['status'],
  fields: Partial<MatchReport> = {},
): MatchReport {
  n += 1;
  return {
    id: `r${n}`,
    status,
    title: 'Item',
    description: '',
    location: 'Somewhere',
    categoryId: 'cat-other',
    categoryName: 'Other',
    createdAt: new Date(MORNING).toISOString(),
    ...fields,
  };
}
export const lost = (fields: Partial<MatchReport>) => report('Lost', fields);
export const found = (fields: Partial<MatchReport>) => report('Found', fields);
export const at = (days: number) => new Date(MORNING + days * DAY).toISOString();
