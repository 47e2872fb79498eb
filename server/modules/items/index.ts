/** The items module's public entry: what other modules (admin, matching) may use. */
export { fetchItemsByIds } from './itemsByIds';
export { ITEM_GONE, isAdmin, visibleItem } from './itemAccess';
export type { Item } from './serialize';
export {
  type ItemSort,
  ITEMS,
  activeItemsByStatus,
  countItems,
  countUserItems,
  findItemFlag,
  itemCounts,
  itemSortKeys,
  pageOfItemIds,
  pageOfUserItemIds,
  perDay,
  setItemActive,
  topPosters,
} from './adminRepository';
export { searchIndexOf } from './searchIndex/searchIndexKeeper';
// The search's reading of words, for saved searches (docs/product.md#saved-searches).
export { isPrefix, searchTokens } from './searchQuery';
export { fold, wordsOf } from './searchIndex/words';
