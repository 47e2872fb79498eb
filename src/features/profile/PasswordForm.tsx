import { useState, type FormEvent } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useChangePasswordMutation } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { PasswordField } from '../../components/form/PasswordField';
import { FormActions } from '../../components/form/FormActions';

const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: current, new and confirmation (failures toast "Failed to update password: …"). */
export function PasswordForm() {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const field = (key: keyof typeof blank) => ({
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
    disabled: isLoading,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
      setError('Please fill in all password fields');
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setError('New password and confirm password do not match');
      return;
    }
    setError('');
    try {
      await changePassword({
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }).unwrap();
      showToast('Password updated successfully', 'success');
      setValues(blank);
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="password-form-title">
      <Stack spacing={2}>
        <Typography id="password-form-title" variant="h6" component="h2">
          Update Password
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <PasswordField label="Current Password" {...field('currentPassword')} />
        <PasswordField
          label="New Password"
          isNew
          helperText="At least 8 characters"
          {...field('newPassword')}
        />
        <PasswordField label="Confirm New Password" isNew {...field('confirmPassword')} />
        <FormActions busy={isLoading} label="Update Password" busyLabel="Updating..." />
      </Stack>
    </Box>
  );
}
