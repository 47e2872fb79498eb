import type { AppContext } from '../../context';
import { newId, nowIso } from '../../lib/ids';

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
  const existing = await ctx.db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  await ctx.db
    .insertInto('categories')
    .values(
      DEFAULT_CATEGORIES.map((name) => ({
        id: newId(),
        name,
        name_key: name.toLowerCase(),
        description: '',
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
}
