import type { ItemStatus } from '../../../api/enhancedApi';

export const ITEM_STATUSES: ItemStatus[] = ['Lost', 'Found', 'Claimed', 'Returned'];
/** docs/product.md: a new item is Lost or Found; edit forms offer all four. */
export const CREATE_STATUSES: ItemStatus[] = ['Lost', 'Found'];
