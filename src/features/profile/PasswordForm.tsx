import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useChangePasswordMutation } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { PasswordField } from '../../components/PasswordField';

const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: current, new and confirmation ("Failed to update password: …"). */
export function PasswordForm() {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const set = (key: keyof typeof blank) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

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
        <PasswordField
          label="Current Password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
          disabled={isLoading}
          required
        />
        <PasswordField
          label="New Password"
          value={values.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
          disabled={isLoading}
          required
          helperText="At least 8 characters"
        />
        <PasswordField
          label="Confirm New Password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          disabled={isLoading}
          required
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Updating...' : 'Update Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
