import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { useGenerateItemOtpMutation, useVerifyItemOtpMutation } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { CodeField } from '../../../components/form/CodeField';
import { SubmitButton } from '../../../components/form/FormActions';
import { formatDateTime } from '../../../app/dates';

/**
 * Hand-over, poster or keeper side: generate the 6-digit code and show it once, prominently,
 * with its expiry. Failures (e.g. 403) are toasted by the shared error listener.
 */
export function GenerateOtpControl({ itemId }: { itemId: string }) {
  const [generate, { data, isLoading }] = useGenerateItemOtpMutation();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<KeyIcon />}
        onClick={() => generate({ id: itemId }).catch(() => undefined)}
        disabled={isLoading}
      >
        {isLoading ? 'Generating...' : data ? 'Generate New OTP' : 'Generate OTP'}
      </Button>
      {data && (
        <Alert severity="info" sx={{ width: '100%' }}>
          <Typography variant="body2">Hand-over code for the claimant:</Typography>
          <Typography
            component="p"
            aria-label="Generated OTP"
            sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, letterSpacing: 6 }}
          >
            {data.otp}
          </Typography>
          <Typography variant="body2">Expires at {formatDateTime(data.expiresAt)}</Typography>
        </Alert>
      )}
    </Stack>
  );
}

/** Hand-over, claimant side: enter the code to mark the item Returned. */
export function VerifyOtpControl({ itemId }: { itemId: string }) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [verify, { isLoading }] = useVerifyItemOtpMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.trim();
    if (!code) {
      setError('Please enter the OTP.');
      return;
    }
    setError('');
    try {
      await verify({ id: itemId, body: { otp: code } }).unwrap();
      showToast('Item marked as returned', 'success');
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
          value={otp}
          onChange={setOtp}
          error={!!error}
          helperText={error || ' '}
          sx={{ flex: '1 1 140px', maxWidth: 220 }}
        />
        <SubmitButton
          busy={isLoading}
          label="Mark as Returned"
          busyLabel="Verifying..."
          color="success"
          sx={{ whiteSpace: 'nowrap', height: 40 }}
        />
      </Stack>
    </Box>
  );
}
