import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useConfirmEmailChangeMutation } from '../../api/enhancedApi';
import { useAppDispatch } from '../../app/hooks';
import { userUpdated, type SessionUser } from '../../app/sessionSlice';
import { FormSection } from '../../components/form/FormSection';
import { showToast } from '../../app/toasts';
import { CodeField } from '../../components/form/CodeField';
import { FormActions } from '../../components/form/FormActions';
import { sessionUserFrom } from './sessionUser';

/** What updateMe answered when the email change waits for the code mailed to the new address. */
export type PendingEmail = { email: string; message: string };

/**
 * The email-change code step: the code mailed to the new address confirms it. Focus starts in
 * the code field; Cancel goes back to the form (the email stays as it is).
 */
export function EmailCodeStep({
  user,
  pending,
  onClose,
}: {
  user: SessionUser;
  pending: PendingEmail;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  const submit = async () => {
    const code = otp.trim();
    if (!code) {
      setError('Please enter the OTP');
      return;
    }
    if (!/^\d{6}$/.test(code)) {
      setError('The code has 6 digits');
      return;
    }
    setError('');
    try {
      const { user: updated } = await confirm({ body: { otp: code } }).unwrap();
      dispatch(userUpdated(sessionUserFrom(updated, user)));
      showToast('Email updated successfully', 'success');
      onClose();
    } catch {
      // Toasted by the error listener with the server's message ("Failed to confirm email: …").
      codeRef.current?.focus();
    }
  };

  return (
    <FormSection title="Confirm your new email" onSubmit={submit}>
      <Alert severity="info" role="status">
        {pending.message}
      </Alert>
      <CodeField
        inputRef={codeRef}
        label="Confirmation code"
        value={otp}
        onChange={setOtp}
        required
        disabled={isLoading}
        error={!!error}
        helperText={error || `Sent to ${pending.email}. Your email changes once it is entered.`}
      />
      <FormActions
        busy={isLoading}
        label="Confirm email"
        busyLabel="Confirming..."
        onCancel={onClose}
      />
    </FormSection>
  );
}
