import { useState } from 'react';
import { TextField } from '@mui/material';
import { useClaimItemMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormDialog } from '../../../components/form/FormDialog';
import { useCheckOnSubmit } from '../../../components/form/useCheckOnSubmit';

export const CLAIM_SENT_TEXT = 'Claim sent: the finder will review your answers.';

type Props = { item: Item; open: boolean; onClose: () => void; onSent: () => void };

const noAnswers = (item: Item) => item.questions.map(() => '');

/**
 * Claim on an item with ownership questions: one answer per question, sent as a pending claim
 * for the poster or keeper to review (docs/product.md#ownership-questions-and-claim-review).
 * A failure is toasted by the error listener ("Failed to claim item: …") and the dialog stays.
 */
export function ClaimAnswersDialog({ item, open, onClose, onSent }: Props) {
  const [answers, setAnswers] = useState<string[]>(() => noAnswers(item));
  const [claim] = useClaimItemMutation();
  const form = useCheckOnSubmit(
    () =>
      item.questions.some((_, i) => !answers[i]?.trim()) ? null : answers.map((a) => a.trim()),
    async (trimmed) => {
      await claim({ id: item._id, claimAnswers: { answers: trimmed } }).unwrap();
      showToast(CLAIM_SENT_TEXT, 'success');
      setAnswers(noAnswers(item));
      onSent();
    },
  );
  const missing = (i: number) => form.tried && !answers[i]?.trim();

  return (
    <FormDialog
      open={open}
      title={`Claim ${item.title}`}
      form={form}
      onCancel={onClose}
      submitLabel="Send Claim"
      busyLabel="Sending..."
      intro="The finder asks these questions to make sure the item is yours. Only the finder, the item's keeper and admins see your answers; they approve or decline your claim."
    >
      {item.questions.map((question, i) => (
        <TextField
          key={i}
          label={question}
          value={answers[i] ?? ''}
          onChange={(e) => setAnswers(answers.map((a, j) => (j === i ? e.target.value : a)))}
          required
          error={missing(i)}
          helperText={missing(i) ? 'Please answer this question.' : undefined}
          disabled={form.busy}
          multiline
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ))}
    </FormDialog>
  );
}
