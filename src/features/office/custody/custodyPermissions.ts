import { isAdminRole, type SessionUser } from '../../../app/sessionSlice';
import type { Item } from '../../../api/enhancedApi';

/** The signed-in user, as the session keeps it. */
export type Viewer = SessionUser | null;

const isParty = (item: Item, viewer: Viewer) =>
  !!viewer && (item.postedBy._id === viewer.id || item.claimedById === viewer.id);

/**
 * Whoever acts for the office on the item (docs/product.md#who-acts-for-the-office): an admin, its
 * keeper, or a keeper of the desk that holds it. Only the server knows a desk's keepers: the item
 * read says so (`actsForOffice`); items from lists fall back to the keeper and admins.
 */
export const actsForOffice = (
  item: Pick<Item, 'keeperId' | 'actsForOffice'>,
  viewer: { id: string; role: string } | null,
) =>
  !!viewer &&
  (isAdminRole(viewer.role) || item.keeperId === viewer.id || item.actsForOffice === true);

/** docs/product.md#references-storage-and-custody: whoever acts for the office records the place. */
export const canStore = (item: Item, viewer: Viewer) => actsForOffice(item, viewer);

/** The poster, the claimant and whoever acts for the office read the history (the server's rule). */
export const canSeeHistory = (item: Item, viewer: Viewer) =>
  isParty(item, viewer) || actsForOffice(item, viewer);
