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

/** Let go of by the office (docs/product.md#retention): the item is gone, nothing is asked of it. */
export const isDisposed = (item: Pick<Item, 'disposal'>) => !!item.disposal;

/**
 * Keeps it for the office: its keeper, or a keeper of the desk holding it (the server's
 * `actsForOffice`, which is also true for admins, who act for every desk but may claim).
 */
const keepsIt = (item: Item, viewer: Viewer) =>
  isKeeperOf(item, viewer) || (item.actsForOffice === true && !isAdminRole(viewer?.role));

/**
 * Claim Item (docs/product.md#roles): anyone but the poster and whoever keeps it (visitors go to
 * /login), on an active item that is neither Returned nor disposed of.
 */
export const showsClaim = (item: Item, viewer: Viewer) =>
  !isPoster(item, viewer) &&
  !keepsIt(item, viewer) &&
  item.isActive &&
  item.status !== 'Returned' &&
  !isDisposed(item);

/**
 * Message Owner: anyone but the poster while the item is in play; once Returned only its
 * claimant, who may still have something to say; never on a disposed item.
 */
export const showsMessageOwner = (item: Item, viewer: Viewer) =>
  !isPoster(item, viewer) &&
  !isDisposed(item) &&
  (item.status !== 'Returned' || isClaimant(item, viewer));
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

/**
 * A report still open: an active Lost or Found item, not closed by its owner nor disposed of
 * (matching is about these; docs/product.md#matching).
 */
const isOpenReport = (item: Item) =>
  (item.status === 'Lost' || item.status === 'Found') &&
  item.isActive &&
  !item.closedAs &&
  !isDisposed(item);
/**
 * Possible matches: the poster and whoever acts for the office (the server's rule for
 * getItemMatches), while the report is open; no one else's browser asks for them (a closed
 * report's would only fail).
 */
export const canSeeMatches = (item: Item, viewer: Viewer) =>
  isOpenReport(item) && (isPoster(item, viewer) || actsForOffice(item, viewer));
/** The poster of a Lost report may message whoever posted a Found match (never themself). */
export const canMessageFinder = (item: Item, match: Item, viewer: Viewer) =>
  item.status === 'Lost' &&
  isPoster(item, viewer) &&
  match.status === 'Found' &&
  !isPoster(match, viewer);
