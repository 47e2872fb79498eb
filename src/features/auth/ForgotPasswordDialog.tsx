import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { showToast } from '../../app/toasts';
import { ERROR_TEXTS } from '../../app/errorTexts';
import { emailProblem } from '../../../shared/email';
import { useForgotPasswordMutation } from '../../api/enhancedApi';
import { EmailField } from '../../components/form/EmailField';
import { SubmitButton } from '../../components/form/FormActions';
import { useDelayedNavigate } from './useDelayedNavigate';

const FORGOT_REDIRECT_MS = 2000;

type Props = { open: boolean; initialEmail?: string; onClose: () => void };

/** docs/product.md#screens /login Forgot Password modal: asks for an email and sends a reset code. */
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
    // No account has such an address (docs/security.md#e-mail-addresses): say why at once.
    const problem = emailProblem(address);
    if (problem) {
      setError(problem);
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
      showToast(ERROR_TEXTS.forgotFailed, 'error');
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
          <EmailField value={email} onChange={setEmail} fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton busy={isLoading} label="Send OTP" busyLabel="Sending..." />
        </DialogActions>
      </form>
    </Dialog>
  );
}
