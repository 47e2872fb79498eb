import type { ItemRow } from '../../db/types';

// A hand-over needs two people: whoever claims an item can never also hold it for its poster.
const KEEPER_CANNOT_CLAIM = 'You are the keeper of this item, so you cannot claim it.';
export const CLAIMANT_CANNOT_KEEP = 'The person who claimed this item cannot be its keeper.';
const POSTER_CANNOT_CLAIM = 'You cannot claim your own item.';
const DESK_CANNOT_CLAIM = 'You work at the desk that holds this item, so you cannot claim it.';

/**
 * Why `userId` may not claim the item, or null when they may: its poster and its keeper never
 * claim it (the same rule as claimIfOpen's conditions), nor a keeper of the desk that holds it
 * (`deskIds`, the caller's desks: custody is the desk's, docs/product.md#who-acts-for-the-office).
 * The claims module answers 403 with it.
 */
export function claimRefusal(
  item: Pick<ItemRow, 'posted_by_id' | 'keeper_id' | 'desk_id'>,
  userId: string,
  deskIds: readonly string[] = [],
): string | null {
  if (item.posted_by_id === userId) return POSTER_CANNOT_CLAIM;
  if (item.keeper_id === userId) return KEEPER_CANNOT_CLAIM;
  if (item.desk_id !== null && deskIds.includes(item.desk_id)) return DESK_CANNOT_CLAIM;
  return null;
}
