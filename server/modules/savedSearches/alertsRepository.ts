import type { Db } from '../../db';
import type { PostedWithin } from '../../lib/postedWithin';

/** A posted or edited item as saved searches read it (its category by name, as the search). */
export function itemToCheck(db: Db, itemId: string) {
  return db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.title',
      'i.description',
      'i.location',
      'i.status',
      'i.category_id',
      'i.posted_by_id',
      'i.is_active',
      'i.created_at',
      'c.name as category_name',
    ])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

export type ItemToCheck = NonNullable<Awaited<ReturnType<typeof itemToCheck>>>;

/** Where and how recently the item was posted, as the saved searches' filters read it. */
export type ItemFilters = {
  /** The campus place its location names, '' for none. */
  placeId: string;
  /** The "posted within" windows its posting time is in now ('week', 'month', 'term'). */
  windows: PostedWithin[];
};

/**
 * The saved searches the item may fit (docs/product.md#saved-searches): their key word is one
 * of `keys` (the starts of the item's words, and '' for searches without words), their status,
 * category, place and posted-within are the item's or any, they were saved before the item was
 * posted, they are not the poster's and not alerted about it yet, and their owner's account is
 * active. The caller checks their other words.
 */
export function searchesToCheck(
  db: Db,
  item: Pick<ItemToCheck, 'id' | 'status' | 'category_id' | 'posted_by_id' | 'created_at'>,
  filters: ItemFilters,
  keys: string[],
) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([
      's.id',
      's.user_id',
      's.search',
      's.words',
      's.status',
      's.place_id',
      'c.name as category_name',
    ])
    .where('s.key_word', 'in', keys)
    .where('s.status', 'in', ['', item.status])
    .where('s.category_id', 'in', ['', item.category_id])
    .where('s.place_id', 'in', ['', filters.placeId])
    .where('s.posted_within', 'in', ['', ...filters.windows])
    .where('s.user_id', '<>', item.posted_by_id)
    .where('s.created_at', '<=', item.created_at)
    .where('u.is_active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('saved_search_alerts as a')
            .select('a.item_id')
            .whereRef('a.saved_search_id', '=', 's.id')
            .where('a.item_id', '=', item.id),
        ),
      ),
    )
    .execute();
}

export type SearchToCheck = Awaited<ReturnType<typeof searchesToCheck>>[number];

/**
 * Marks (saved search, item) pairs alerted and answers the searches that were not alerted
 * before: the primary key lets one insert win, whichever instance or retry gets there first.
 */
export async function markAlerted(
  db: Db,
  searchIds: string[],
  itemId: string,
  now: string,
): Promise<string[]> {
  if (!searchIds.length) return [];
  const rows = await db
    .insertInto('saved_search_alerts')
    .values(searchIds.map((id) => ({ saved_search_id: id, item_id: itemId, created_at: now })))
    .onConflict((oc) => oc.columns(['saved_search_id', 'item_id']).doNothing())
    .returning('saved_search_id')
    .execute();
  return rows.map((r) => r.saved_search_id);
}
