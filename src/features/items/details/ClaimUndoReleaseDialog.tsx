import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useReleaseClaimMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';

const MAX_REASON = 500;

type Props = { item: Item; open: boolean; onClose: () => void; onReleased: () => void };

/**
 * The poster, keeper or an admin releases a claim they do not believe, with the reason the
 * claimant is told (docs/product.md#withdrawing-and-releasing-a-claim). A failure is toasted by
 * the error listener ("Failed to release claim: …") and the dialog stays open.
 */
export function ClaimUndoReleaseDialog({ item, open, onClose, onReleased }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [release, { isLoading }] = useReleaseClaimMutation();
  const missing = checked && !reason.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reason.trim()) return;
    try {
      await release({ id: item._id, body: { reason: reason.trim() } }).unwrap();
      showToast('Claim released.', 'success');
      setReason('');
      setChecked(false);
      onReleased();
    } catch {
      // toasted by the error listener
    }
  };

  const claimant = item.claimedByName ?? 'the claimant';
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Release this claim?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            “{item.title}” will no longer be claimed by {claimant}: it goes back to the status it
            had before the claim, and any hand-over code stops working.
          </DialogContentText>
          <TextField
            label="Why are you releasing this claim?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={missing}
            helperText={
              missing
                ? 'Please give a reason.'
                : `The claimant will see this reason. ${reason.length}/${MAX_REASON}`
            }
            disabled={isLoading}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={isLoading}>
            {isLoading ? 'Releasing...' : 'Release'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
