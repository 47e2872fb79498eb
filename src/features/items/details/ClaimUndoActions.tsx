import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useWithdrawClaimMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { actsForOffice } from '../../office/custody/custodyPermissions';
import { isClaimant, isPoster, type Viewer } from '../shared/itemPermissions';
import { ClaimUndoReleaseDialog } from './ClaimUndoReleaseDialog';

type Props = { item: Item; viewer: Viewer };

/** The claimant of a Claimed item, or one whose claim waits for review, may take it back. */
export const canWithdrawClaim = (item: Item, viewer: Viewer) =>
  (item.status === 'Claimed' && isClaimant(item, viewer)) || item.myClaim?.status === 'pending';

/** The poster or whoever acts for the office may release a claim, never its claimant. */
export const canReleaseClaim = (item: Item, viewer: Viewer) =>
  item.status === 'Claimed' &&
  !isClaimant(item, viewer) &&
  (isPoster(item, viewer) || actsForOffice(item, viewer));

/**
 * Undoing a claim before the hand-over (docs/product.md#withdrawing-and-releasing-a-claim):
 * "Withdraw my claim" for the claimant, "Release claim" (with a reason) for the reviewers.
 */
export function ClaimUndoActions({ item, viewer }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [withdraw, withdrawState] = useWithdrawClaimMutation();
  const withdrawable = canWithdrawClaim(item, viewer);
  const releasable = canReleaseClaim(item, viewer);
  if (!withdrawable && !releasable) return null;

  const sendWithdraw = async () => {
    try {
      await withdraw({ id: item._id }).unwrap();
      showToast('Claim withdrawn.', 'success');
    } catch {
      // "Failed to withdraw claim: …" comes from the error listener
    }
    setConfirming(false);
  };

  const pending = item.status !== 'Claimed';
  const withdrawText = pending
    ? `Your answers for “${item.title}” are withdrawn and the finder is told. You may claim it again later.`
    : `“${item.title}” goes back to the status it had before your claim, its hand-over code stops working and the finder is told.`;

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {withdrawable && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<UndoIcon />}
          onClick={() => setConfirming(true)}
          disabled={withdrawState.isLoading}
        >
          Withdraw my claim
        </Button>
      )}
      {releasable && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<RemoveIcon />}
          onClick={() => setReleasing(true)}
        >
          Release claim
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Withdraw your claim?"
        message={withdrawText}
        confirmLabel="Withdraw"
        busy={withdrawState.isLoading}
        busyLabel="Withdrawing..."
        onConfirm={() => void sendWithdraw()}
        onCancel={() => setConfirming(false)}
      />
      {releasable && (
        <ClaimUndoReleaseDialog
          item={item}
          open={releasing}
          onClose={() => setReleasing(false)}
          onReleased={() => setReleasing(false)}
        />
      )}
    </Stack>
  );
}
