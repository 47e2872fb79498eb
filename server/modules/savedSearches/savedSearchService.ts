import { notFound } from '../../errors';
import { MAX_SAVED_SEARCHES } from './createSavedSearch';
import * as repo from './repository';
import { toSavedSearchDto } from './savedSearchDto';
import type { AppContext } from '../../context';

/** The caller's saved searches, newest first (docs/product.md#saved-searches). */
export async function listSavedSearches(ctx: Pick<AppContext, 'db'>, userId: string) {
  const rows = await repo.listOf(ctx.db, userId, MAX_SAVED_SEARCHES);
  return rows.map(toSavedSearchDto);
}

/** Only the owner's: any other id, someone else's included, is simply not found. */
export async function deleteSavedSearch(ctx: Pick<AppContext, 'db'>, userId: string, id: string) {
  if (!(await repo.deleteOwn(ctx.db, userId, id))) throw notFound('Saved search not found.');
}
