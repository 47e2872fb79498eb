import type { Item } from '../../../api/enhancedApi';
import type { SessionUser } from '../../../app/sessionSlice';

/** The signed-in user, as the session keeps it. */
export type Viewer = SessionUser | null;

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';
const isParty = (item: Item, viewer: Viewer) =>
  !!viewer && (item.postedBy._id === viewer.id || item.claimedById === viewer.id);
const keeps = (item: Item, viewer: Viewer) => !!viewer && item.keeperId === viewer.id;

/** docs/product.md#references-storage-and-custody: the item's keeper or an admin records the place. */
export const canStore = (item: Item, viewer: Viewer) => isAdmin(viewer) || keeps(item, viewer);

/** The poster, the claimant, the item's keeper and admins read the history (the server's rule). */
export const canSeeHistory = (item: Item, viewer: Viewer) =>
  isAdmin(viewer) || isParty(item, viewer) || keeps(item, viewer);
