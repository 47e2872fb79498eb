import { insertIfEmpty } from './repository';
import type { AppContext } from '../../context';

export const DEFAULT_CATEGORIES = [
  'Electronics',
  'ID Cards',
  'Keys',
  'Bags',
  'Clothing',
  'Books',
  'Water Bottles',
  'Other',
];

/**
 * A brand-new portal gets the usual categories, so the first user can post an item before any
 * admin has set them up. Only when the table is empty: an admin's later changes stand.
 */
export async function ensureDefaultCategories(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await insertIfEmpty(ctx.db, DEFAULT_CATEGORIES);
}
