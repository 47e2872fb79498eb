import { Alert, Button, Stack, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { useGenerateItemOtpMutation, useVerifyItemOtpMutation } from '../../../api/enhancedApi';
import { formatDateTime } from '../../../app/dates';
import { CodeEntryForm } from './CodeEntryForm';

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
  const [verify, { isLoading }] = useVerifyItemOtpMutation();
  return (
    <CodeEntryForm
      verify={(otp) => verify({ id: itemId, body: { otp } }).unwrap()}
      missing="Please enter the OTP."
      done="Item marked as returned"
      submitLabel="Mark as Returned"
      busyLabel="Verifying..."
      busy={isLoading}
      color="success"
      fieldSx={{ flex: '1 1 140px', maxWidth: 220 }}
    />
  );
}
