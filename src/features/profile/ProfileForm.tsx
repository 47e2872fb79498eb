import { useState } from 'react';
import { TextField } from '@mui/material';
import { useUpdateMeMutation } from '../../api/enhancedApi';
import { useAppDispatch } from '../../app/hooks';
import { userUpdated, type SessionUser } from '../../app/sessionSlice';
import { FormSection } from '../../components/form/FormSection';
import { showToast } from '../../app/toasts';
import { failedTo } from '../../app/errorTexts';
import { PasswordField } from '../../components/form/PasswordField';
import { EmailField } from '../../components/form/EmailField';
import { FormActions } from '../../components/form/FormActions';
import { sessionUserFrom } from './sessionUser';
import type { PendingEmail } from './EmailCodeStep';

/**
 * Update name and email; the session user follows the server's answer. A new email also needs
 * the current password, and only takes effect once the code mailed to it is entered
 * (`onEmailPending` hands over to that step).
 */
export function ProfileForm({
  user,
  onEmailPending,
}: {
  user: SessionUser;
  onEmailPending: (pending: PendingEmail) => void;
}) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState('');
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = async () => {
    const body = { name: name.trim(), email: email.trim() };
    if (!body.name || !body.email) {
      setError('Name and email required');
      return;
    }
    if (emailChanged && !currentPassword) {
      setError('Please enter your current password to change your email');
      return;
    }
    setError('');
    try {
      const {
        user: updated,
        pendingEmail,
        message,
      } = await updateMe({
        body: emailChanged ? { ...body, currentPassword } : body,
      }).unwrap();
      // docs/product.md: the returned user must have a name and an email.
      if (!updated?.name || !updated?.email) {
        showToast(failedTo('update profile', 'invalid user data received'), 'error');
        return;
      }
      if (pendingEmail) onEmailPending({ email: pendingEmail, message });
      dispatch(userUpdated(sessionUserFrom(updated, user)));
      if (!pendingEmail) showToast('Profile updated successfully', 'success');
    } catch {
      // Failures are toasted by the error listener; a 401 (session ended) is handled by the
      // shared session-expiry flow: toast now, session cleared and /login after 2 s.
    }
  };

  return (
    <FormSection title="Update Profile" error={error} onSubmit={submit}>
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        disabled={isLoading}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <EmailField value={email} onChange={setEmail} disabled={isLoading} />
      {emailChanged && (
        <PasswordField
          label="Current Password"
          value={currentPassword}
          onChange={setCurrentPassword}
          disabled={isLoading}
          helperText="Needed to change your email. We will send a code to the new address."
        />
      )}
      <FormActions busy={isLoading} label="Update Profile" busyLabel="Saving..." />
    </FormSection>
  );
}
