import { useState, type FormEvent } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import {
  useHandOverAtCounterMutation,
  useVerifyItemOtpAtCounterMutation,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { SubmitButton } from '../../../components/form/FormActions';
import { CodeEntryForm } from './CodeEntryForm';

/** docs/product.md#counter-hand-over: the texts of the counter's own ways to finish. */
export const COUNTER_TEXTS = {
  checkedLabel: 'What was checked',
  checkedDefault: 'photo ID',
  checkedHelp: "Kept in the item's history with your name.",
  checkedMissing: 'Please say what was checked.',
  handOver: 'Photo ID checked: hand over',
  handingOver: 'Handing over...',
  handedOver: 'Handed over. The item is marked as Returned.',
  codeLabel: 'Code typed by the claimant',
  codeMissing: 'Please enter the OTP.',
  codeSubmit: 'Hand over with the code',
  codeBusy: 'Verifying...',
  codeDone: 'Hand-over confirmed. The item is marked as Returned.',
} as const;

/**
 * Staff checked the claimant's photo ID (or what they name) and hand the item over: the same
 * hand-over as a right code, recorded with the staff's name. Failures are toasted by the shared
 * error listener ("Failed to hand over: …").
 */
export function StaffHandOverControl({ itemId }: { itemId: string }) {
  const [checked, setChecked] = useState<string>(COUNTER_TEXTS.checkedDefault);
  const [error, setError] = useState('');
  const [handOver, { isLoading }] = useHandOverAtCounterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const what = checked.trim();
    if (!what) {
      setError(COUNTER_TEXTS.checkedMissing);
      return;
    }
    setError('');
    try {
      await handOver({ id: itemId, body: { checked: what } }).unwrap();
      showToast(COUNTER_TEXTS.handedOver, 'success');
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label={COUNTER_TEXTS.checkedLabel}
          value={checked}
          onChange={(event) => setChecked(event.target.value)}
          required
          error={!!error}
          helperText={error || COUNTER_TEXTS.checkedHelp}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <SubmitButton
          busy={isLoading}
          label={COUNTER_TEXTS.handOver}
          busyLabel={COUNTER_TEXTS.handingOver}
          color="success"
          sx={{ whiteSpace: 'nowrap', height: 40 }}
        />
      </Stack>
    </Box>
  );
}

/**
 * The claimant types the code on the counter's screen (their phone is flat, or they are not
 * signed in): checked as their own entry would be. Failures are toasted ("Failed to verify OTP: …").
 */
export function CounterCodeControl({ itemId }: { itemId: string }) {
  const [verify, { isLoading }] = useVerifyItemOtpAtCounterMutation();
  return (
    <CodeEntryForm
      verify={(otp) => verify({ id: itemId, body: { otp } }).unwrap()}
      missing={COUNTER_TEXTS.codeMissing}
      done={COUNTER_TEXTS.codeDone}
      label={COUNTER_TEXTS.codeLabel}
      digitsOnly
      submitLabel={COUNTER_TEXTS.codeSubmit}
      busyLabel={COUNTER_TEXTS.codeBusy}
      busy={isLoading}
      color="secondary"
      fieldSx={{ flex: '1 1 180px', maxWidth: 260 }}
    />
  );
}
