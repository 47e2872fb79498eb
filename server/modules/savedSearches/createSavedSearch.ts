import { isUniqueViolation } from '../../db/errors';
import { conflict, validationError } from '../../errors';
import { newId, nowIso } from '../../lib/ids';
import { isKnownPlace } from './placeOfItem';
import * as repo from './repository';
import { toSavedSearchDto } from './savedSearchDto';
import { searchWordsOf } from './searchWords';
import type { AppContext } from '../../context';
import type { Schemas } from '../../contract/operations';

/** Saved searches per user (openapi.yaml listSavedSearches maxItems). */
export const MAX_SAVED_SEARCHES = 20;

/**
 * "Alert me" (docs/product.md#saved-searches): words, status, category, place and posted-within,
 * each optional but not all of words, status, category and place empty. Saving a search the
 * user already saved answers that one; beyond 20, 409.
 */
export async function createSavedSearch(
  ctx: Pick<AppContext, 'db' | 'dialect'>,
  userId: string,
  input: Schemas['SavedSearchInput'] | undefined,
): Promise<Schemas['SavedSearch']> {
  const { db } = ctx;
  const { search, words, keyWord } = searchWordsOf(input?.search);
  const status = input?.status ?? '';
  // '' (an empty form field) is any category or place, like no field at all.
  const categoryId = input?.category ?? '';
  const placeId = input?.place ?? '';
  // A time window alone would fit every new item: it narrows, it is not a search.
  if (!words.length && !status && !categoryId && !placeId) {
    throw validationError(
      'search',
      'Enter words, a status, a category or a place to save a search.',
    );
  }
  if (categoryId && !(await repo.isActiveCategory(db, categoryId))) {
    throw validationError('category', 'Choose one of the listed categories.');
  }
  if (placeId && !(await isKnownPlace(ctx, placeId))) {
    throw validationError('place', 'Choose one of the listed places.');
  }
  const key: repo.SearchKey = {
    user_id: userId,
    words: words.join(' '),
    status,
    category_id: categoryId,
    posted_within: input?.postedWithin ?? '',
    place_id: placeId,
  };
  const existing = await repo.findSame(db, key);
  if (existing) return toSavedSearchDto(existing);

  try {
    await db.transaction().execute(async (trx) => {
      // Two saves at once must not both see 19 and make 21 (PostgreSQL: the user's row is
      // locked until this commits; SQLite runs one write transaction at a time).
      await repo.lockOwner(trx, ctx.dialect, userId);
      if ((await repo.countOf(trx, userId)) >= MAX_SAVED_SEARCHES) {
        throw conflict(
          `You can save at most ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
        );
      }
      await repo.insertSavedSearch(trx, {
        ...key,
        id: newId(),
        search,
        key_word: keyWord,
        created_at: nowIso(),
      });
    });
  } catch (err) {
    // Saved twice at once: the other request's row is the answer.
    if (!isUniqueViolation(err)) throw err;
  }
  const saved = await repo.findSame(db, key);
  if (!saved) throw new Error('A saved search vanished right after it was saved.');
  return toSavedSearchDto(saved);
}
