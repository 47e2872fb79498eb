import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { showToast } from '../../app/toasts';
import { useForgotPasswordMutation } from '../../api/enhancedApi';
import { useDelayedNavigate } from './useDelayedNavigate';

export const FORGOT_REDIRECT_MS = 2000;
export const FORGOT_FAILED = 'Failed to send OTP. Try again.';

type Props = { open: boolean; initialEmail?: string; onClose: () => void };

/** SPEC §2 /login Forgot Password modal: asks for an email and sends a reset code. */
export function ForgotPasswordDialog({ open, initialEmail = '', onClose }: Props) {
  const navigateLater = useDelayedNavigate();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter your email');
      return;
    }
    setError(null);
    try {
      const data = await forgotPassword({ body: { email: address, purpose: 'reset' } }).unwrap();
      showToast(data.message, 'success');
      onClose();
      navigateLater(
        `/verify-otp?email=${encodeURIComponent(address)}&forgot=true`,
        FORGOT_REDIRECT_MS,
      );
    } catch {
      showToast(FORGOT_FAILED, 'error');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forgot-password-title"
      slotProps={{ transition: { onEnter: () => setEmail((value) => value || initialEmail) } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="forgot-password-title">Forgot Password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter your account email and we will send you a 6-digit code to reset your password.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Sending...' : 'Send OTP'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
