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

/**
 * Handed over: Returned, and not a Lost report its owner closed as got back (Returned too, but
 * no hand-over took place, so there is no receipt to give).
 */
const handedOver = (item: Item) => item.status === 'Returned' && !item.closedAs;

/** Download receipt: its claimant, its poster and whoever acts for the office, once handed over. */
export const canDownloadReceipt = (item: Item, viewer: Viewer) =>
  handedOver(item) &&
  (isClaimant(item, viewer) || isPoster(item, viewer) || isOffice(item, viewer));

/** E-mail receipt: whoever acts for the office, once handed over. */
export const canEmailReceipt = (item: Item, viewer: Viewer) =>
  handedOver(item) && isOffice(item, viewer);
