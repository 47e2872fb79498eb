import { useState, type FormEvent } from 'react';
import { Box, Stack, type SxProps, type Theme } from '@mui/material';
import { showToast } from '../../../app/toasts';
import { CodeField } from '../../../components/form/CodeField';
import { SubmitButton } from '../../../components/form/FormActions';

type Props = {
  /** Checks the code; a failure is toasted by the shared error listener. */
  verify: (otp: string) => Promise<unknown>;
  missing: string;
  done: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  color: 'success' | 'secondary';
  label?: string;
  digitsOnly?: boolean;
  fieldSx: SxProps<Theme>;
};

/**
 * A hand-over code typed and checked: by the claimant on their own device, or on the counter's
 * screen (docs/product.md#counter-hand-over). An empty code is refused before any call.
 */
export function CodeEntryForm(props: Props) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.trim();
    if (!code) {
      setError(props.missing);
      return;
    }
    setError('');
    try {
      await props.verify(code);
      showToast(props.done, 'success');
      setOtp('');
    } catch {
      // toasted by the error listener ("Failed to verify OTP: …")
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <CodeField
          size="small"
          {...(props.label ? { label: props.label } : {})}
          value={otp}
          onChange={setOtp}
          {...(props.digitsOnly ? { digitsOnly: true } : {})}
          error={!!error}
          helperText={error || ' '}
          sx={props.fieldSx}
        />
        <SubmitButton
          busy={props.busy}
          label={props.submitLabel}
          busyLabel={props.busyLabel}
          color={props.color}
          sx={{ whiteSpace: 'nowrap', height: 40 }}
        />
      </Stack>
    </Box>
  );
}
