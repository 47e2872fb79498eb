/** The items module's public entry: what other modules (admin) may use. */
export { fetchItemsByIds } from './itemsByIds';
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
