import type { AuthUser } from '../../auth';
import type { ItemRow } from '../../../db/types';

type Parties = Pick<ItemRow, 'posted_by_id' | 'claimed_by_id' | 'keeper_id'>;

const isParty = (item: Parties, userId: string) =>
  item.posted_by_id === userId || item.claimed_by_id === userId;

/**
 * Who reads where the item is stored: its poster and claimant, every keeper (they run the
 * desks) and admins (docs/product.md#references-storage-and-custody).
 */
export const canSeeStorage = (item: Parties, user?: AuthUser): boolean =>
  !!user && (user.role === 'admin' || user.role === 'keeper' || isParty(item, user.userId));

/**
 * Who reads the chain of custody: poster, claimant, the item's keeper, admins; the keepers of
 * the desk that holds it too, through canActForOffice (../officeDuty.ts), which the caller asks.
 */
export const canSeeHistory = (item: Parties, user: AuthUser): boolean =>
  user.role === 'admin' || isParty(item, user.userId) || item.keeper_id === user.userId;
