import { isAdminRole } from '../../../app/sessionSlice';
import { actsForOffice } from '../../office/custody/custodyPermissions';
import type { Item } from '../../../api/enhancedApi';

/** The signed-in user as the item screens need it (session user shape). */
export type Viewer = { id: string; name: string; role: string } | null;

/** docs/product.md#roles: who may do what with an item. */
export const isPoster = (item: Item, viewer: Viewer) => !!viewer && item.postedBy._id === viewer.id;
export const isKeeperOf = (item: Item, viewer: Viewer) =>
  !!viewer && !!item.keeperId && item.keeperId === viewer.id;
export const isClaimant = (item: Item, viewer: Viewer) =>
  !!viewer && !!item.claimedById && item.claimedById === viewer.id;

/** Edit Item: the poster and admins, any item (docs/product.md#roles). */
export const canEdit = (item: Item, viewer: Viewer) =>
  isPoster(item, viewer) || isAdminRole(viewer?.role);

/** Claim and Message Owner are offered to everyone but the poster (visitors go to /login). */
export const showsClaim = (item: Item, viewer: Viewer) => !isPoster(item, viewer);
/** Only role keeper, and only while no keeper is set. */
export const canAssignSelf = (item: Item, viewer: Viewer) =>
  viewer?.role === 'keeper' && !item.keeperId;
/** The poster, or whoever acts for the office on a Claimed item; never the claimant. */
export const canGenerateOtp = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' &&
  !isClaimant(item, viewer) &&
  (isPoster(item, viewer) || actsForOffice(item, viewer));
/** The claimant of a Claimed item enters the code. */
export const canVerifyOtp = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' && isClaimant(item, viewer);

/** A report still open: Lost or Found (matching is about these; docs/product.md#matching). */
const isOpenReport = (item: Item) => item.status === 'Lost' || item.status === 'Found';
/**
 * Possible matches: the poster and whoever acts for the office (the server's rule for
 * getItemMatches), while the report is open; no one else's browser asks for them.
 */
export const canSeeMatches = (item: Item, viewer: Viewer) =>
  isOpenReport(item) && (isPoster(item, viewer) || actsForOffice(item, viewer));
/** The poster of a Lost report may message whoever posted a Found match (never themself). */
export const canMessageFinder = (item: Item, match: Item, viewer: Viewer) =>
  item.status === 'Lost' &&
  isPoster(item, viewer) &&
  match.status === 'Found' &&
  !isPoster(match, viewer);
