import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useClaimItemMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';

export const CLAIM_SENT_TEXT = 'Claim sent: the finder will review your answers.';

type Props = { item: Item; open: boolean; onClose: () => void; onSent: () => void };

/**
 * Claim on an item with ownership questions: one answer per question, sent as a pending claim
 * for the poster or keeper to review (docs/product.md#ownership-questions-and-claim-review).
 * A failure is toasted by the error listener ("Failed to claim item: …") and the dialog stays.
 */
export function ClaimAnswersDialog({ item, open, onClose, onSent }: Props) {
  const titleId = useId();
  const [answers, setAnswers] = useState<string[]>(() => item.questions.map(() => ''));
  const [checked, setChecked] = useState(false);
  const [claim, { isLoading }] = useClaimItemMutation();

  const missing = (i: number) => checked && !answers[i]?.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (item.questions.some((_, i) => !answers[i]?.trim())) return;
    try {
      await claim({
        id: item._id,
        claimAnswers: { answers: answers.map((a) => a.trim()) },
      }).unwrap();
      showToast(CLAIM_SENT_TEXT, 'success');
      setAnswers(item.questions.map(() => ''));
      setChecked(false);
      onSent();
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Claim {item.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The finder asks these questions to make sure the item is yours. Only the finder, the
            item&apos;s keeper and admins see your answers; they approve or decline your claim.
          </DialogContentText>
          <Stack spacing={2}>
            {item.questions.map((question, i) => (
              <TextField
                key={i}
                label={question}
                value={answers[i] ?? ''}
                onChange={(e) => setAnswers(answers.map((a, j) => (j === i ? e.target.value : a)))}
                required
                error={missing(i)}
                helperText={missing(i) ? 'Please answer this question.' : undefined}
                disabled={isLoading}
                multiline
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send Claim'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
