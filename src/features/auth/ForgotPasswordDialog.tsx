import { useState } from 'react';
import { showToast } from '../../app/toasts';
import { ERROR_TEXTS } from '../../app/errorTexts';
import { emailProblem } from '../../../shared/email';
import { useForgotPasswordMutation } from '../../api/enhancedApi';
import { EmailField } from '../../components/form/EmailField';
import { FormDialog } from '../../components/form/FormDialog';
import { useSubmit } from '../../components/form/useSubmit';
import { useDelayedNavigate } from './useDelayedNavigate';

const FORGOT_REDIRECT_MS = 2000;

type Props = { open: boolean; initialEmail?: string; onClose: () => void };

/** docs/product.md#screens /login Forgot Password modal: asks for an email and sends a reset code. */
export function ForgotPasswordDialog({ open, initialEmail = '', onClose }: Props) {
  const navigateLater = useDelayedNavigate();
  const [forgotPassword] = useForgotPasswordMutation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const read = () => {
    const address = email.trim();
    // No account has such an address (docs/security.md#e-mail-addresses): say why at once.
    const problem = address ? emailProblem(address) : 'Please enter your email';
    setError(problem ?? null);
    return problem ? null : address;
  };
  const send = async (address: string) => {
    const data = await forgotPassword({ body: { email: address, purpose: 'reset' } }).unwrap();
    showToast(data.message, 'success');
    onClose();
    navigateLater(
      `/verify-otp?email=${encodeURIComponent(address)}&forgot=true`,
      FORGOT_REDIRECT_MS,
    );
  };
  const submit = useSubmit(read, send, () => showToast(ERROR_TEXTS.forgotFailed, 'error'));

  return (
    <FormDialog
      open={open}
      title="Forgot Password"
      form={{ ...submit, error }}
      onCancel={onClose}
      submitLabel="Send OTP"
      busyLabel="Sending..."
      intro="Enter your account email and we will send you a 6-digit code to reset your password."
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setEmail((value) => value || initialEmail) } }}
    >
      <EmailField value={email} onChange={setEmail} fullWidth />
    </FormDialog>
  );
}
