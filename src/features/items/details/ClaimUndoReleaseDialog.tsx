import { useState } from 'react';
import { TextField } from '@mui/material';
import { useReleaseClaimMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useCheckOnSubmit } from '../../../components/form/useCheckOnSubmit';

const MAX_REASON = 500;

type Props = { item: Item; open: boolean; onClose: () => void; onReleased: () => void };

/**
 * The poster, keeper or an admin releases a claim they do not believe, with the reason the
 * claimant is told (docs/product.md#withdrawing-and-releasing-a-claim). A failure is toasted by
 * the error listener ("Failed to release claim: …") and the dialog stays open.
 */
export function ClaimUndoReleaseDialog({ item, open, onClose, onReleased }: Props) {
  const [reason, setReason] = useState('');
  const [release] = useReleaseClaimMutation();
  const form = useCheckOnSubmit(
    () => reason.trim() || null,
    async (trimmed) => {
      await release({ id: item._id, body: { reason: trimmed } }).unwrap();
      showToast('Claim released.', 'success');
      setReason('');
      onReleased();
    },
  );
  const missing = form.tried && !reason.trim();

  const claimant = item.claimedByName ?? 'the claimant';
  return (
    <FormDialog
      open={open}
      title="Release this claim?"
      form={form}
      onCancel={onClose}
      submitLabel="Release"
      busyLabel="Releasing..."
      submitColor="warning"
      intro={`“${item.title}” will no longer be claimed by ${claimant}: it goes back to the status it had before the claim, and any hand-over code stops working.`}
    >
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
        disabled={form.busy}
        slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
      />
    </FormDialog>
  );
}
