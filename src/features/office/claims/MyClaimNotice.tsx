import { Alert } from '@mui/material';
import type { Item } from '../../../api/enhancedApi';

/**
 * The caller's own claim on an item with ownership questions (the item's `myClaim`): waiting,
 * or declined (they may claim again). An approved claim shows as the item's claimant instead.
 */
export function MyClaimNotice({ item }: { item: Item }) {
  const status = item.myClaim?.status;
  if (status === 'pending') {
    return (
      <Alert severity="info">
        Your claim is waiting for review: the finder checks your answers and you will be notified of
        the decision.
      </Alert>
    );
  }
  if (status === 'declined' && item.status === 'Found' && !item.claimedById) {
    return (
      <Alert severity="warning">
        Your claim was declined. If the item is yours, message the owner or claim it again with more
        precise answers.
      </Alert>
    );
  }
  return null;
}
