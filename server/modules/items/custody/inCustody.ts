import type { ItemRow } from '../../../db/types';

type Custody = Pick<ItemRow, 'is_active' | 'status' | 'disposed_at' | 'keeper_id' | 'desk_id'>;

/**
 * In the office's custody (docs/product.md#the-keepers-queue): active, Found or Claimed, not
 * disposed of, held by a keeper or a desk. The queue's SQL says the same (queue/queueRepository.ts).
 */
export const inCustody = (item: Custody): boolean =>
  Number(item.is_active) === 1 &&
  (item.status === 'Found' || item.status === 'Claimed') &&
  !item.disposed_at &&
  (item.keeper_id !== null || item.desk_id !== null);
