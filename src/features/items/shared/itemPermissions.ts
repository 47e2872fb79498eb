import type { Item } from '../../../api/enhancedApi';

/** The signed-in user as the item screens need it (session user shape). */
export type Viewer = { id: string; name: string; role: string } | null;

/** docs/product.md#roles: who may do what with an item. */
export const isPoster = (item: Item, viewer: Viewer) => !!viewer && item.postedBy._id === viewer.id;
export const isKeeperOf = (item: Item, viewer: Viewer) =>
  !!viewer && !!item.keeperId && item.keeperId === viewer.id;
export const isClaimant = (item: Item, viewer: Viewer) =>
  !!viewer && !!item.claimedById && item.claimedById === viewer.id;

/** Claim and Message Owner are offered to everyone but the poster (visitors go to /login). */
export const showsClaim = (item: Item, viewer: Viewer) => !isPoster(item, viewer);
/** Only role keeper, and only while no keeper is set. */
export const canAssignSelf = (item: Item, viewer: Viewer) =>
  viewer?.role === 'keeper' && !item.keeperId;
/** Poster or assigned keeper of a Claimed item; never the claimant. */
export const canGenerateOtp = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' &&
  !isClaimant(item, viewer) &&
  (isPoster(item, viewer) || isKeeperOf(item, viewer));
/** The claimant of a Claimed item enters the code. */
export const canVerifyOtp = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' && isClaimant(item, viewer);
