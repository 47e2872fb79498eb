import type { MatchItemRow } from './matchRepository';
import type { MatchReport } from './types';

/** Only Lost reports and Found items take part in matching (docs/product.md#matching). */
export const isMatchable = <R extends Pick<MatchItemRow, 'status' | 'is_active'>>(
  row: R,
): row is R & { status: 'Lost' | 'Found' } =>
  Number(row.is_active) === 1 && (row.status === 'Lost' || row.status === 'Found');

export function toReport(row: MatchItemRow & { status: 'Lost' | 'Found' }): MatchReport {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    location: row.location,
    categoryId: row.category_id,
    categoryName: row.category_name,
    createdAt: row.created_at,
    ...(row.photo_colours ? { photoColours: row.photo_colours.split(',') } : {}),
  };
}
