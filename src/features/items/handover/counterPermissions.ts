import { actsForOffice } from '../../office/custody/custodyPermissions';
import { isClaimant, isPoster, type Viewer } from '../shared/itemPermissions';
import type { Item } from '../../../api/enhancedApi';

/**
 * docs/product.md#counter-hand-over: who sees the counter panel and the receipt buttons: whoever
 * acts for the office on the item (docs/product.md#who-acts-for-the-office).
 */
const isOffice = (item: Item, viewer: Viewer) => actsForOffice(item, viewer);

/** Whoever acts for the office, while the item is Claimed (never its claimant). */
export const showsCounterHandOver = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' && isOffice(item, viewer) && !isClaimant(item, viewer);

/** Download receipt: its claimant, its poster and whoever acts for the office, once Returned. */
export const canDownloadReceipt = (item: Item, viewer: Viewer) =>
  item.status === 'Returned' &&
  (isClaimant(item, viewer) || isPoster(item, viewer) || isOffice(item, viewer));

/** E-mail receipt: whoever acts for the office, once Returned. */
export const canEmailReceipt = (item: Item, viewer: Viewer) =>
  item.status === 'Returned' && isOffice(item, viewer);
