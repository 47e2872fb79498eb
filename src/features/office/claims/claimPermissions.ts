import { actsForOffice } from '../custody/custodyPermissions';
import type { Item } from '../../../api/enhancedApi';
import type { SessionUser } from '../../../app/sessionSlice';

/** The signed-in user, as the session keeps it. */
export type Viewer = SessionUser | null;

/** The poster and whoever acts for the office on the item review its claims (the server's rule). */
export const canReviewClaims = (item: Item, viewer: Viewer) =>
  !!viewer && (item.postedBy._id === viewer.id || actsForOffice(item, viewer));

/** A claim on an item with ownership questions waits for review instead of claiming at once. */
export const asksQuestions = (item: Item) => item.questions.length > 0;

/** Claims can still be decided while the item is Found and nobody has it. */
export const isOpenForClaims = (item: Item) => item.status === 'Found' && !item.claimedById;
