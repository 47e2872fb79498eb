import { isAdminRole } from '../../../app/sessionSlice';
import { isClaimant, isKeeperOf, isPoster, type Viewer } from '../shared/itemPermissions';
import type { Item } from '../../../api/enhancedApi';

/** docs/product.md#counter-hand-over: who sees the counter panel and the receipt buttons. */
const isOffice = (item: Item, viewer: Viewer) =>
  isKeeperOf(item, viewer) || isAdminRole(viewer?.role);

/** The item's keeper or an admin, while the item is Claimed (never its claimant). */
export const showsCounterHandOver = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' && isOffice(item, viewer) && !isClaimant(item, viewer);

/** Download receipt: its claimant, poster, keeper and admins, once Returned. */
export const canDownloadReceipt = (item: Item, viewer: Viewer) =>
  item.status === 'Returned' &&
  (isClaimant(item, viewer) || isPoster(item, viewer) || isOffice(item, viewer));

/** E-mail receipt: its keeper and admins, once Returned. */
export const canEmailReceipt = (item: Item, viewer: Viewer) =>
  item.status === 'Returned' && isOffice(item, viewer);
