import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useUpdateMeMutation } from '../../api/enhancedApi';
import { useAppDispatch } from '../../app/hooks';
import { userUpdated, type SessionUser } from '../../app/sessionSlice';
import { showToast } from '../../app/toasts';

/** Update name and email; the session user follows the server's answer. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [error, setError] = useState('');
  const [updateMe, { isLoading }] = useUpdateMeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: name.trim(), email: email.trim() };
    if (!body.name || !body.email) {
      setError('Name and email required');
      return;
    }
    setError('');
    try {
      const { user: updated } = await updateMe({ body }).unwrap();
      // SPEC §5: the returned user must have a name and an email.
      if (!updated?.name || !updated?.email) {
        showToast('Failed to update profile: invalid user data received', 'error');
        return;
      }
      dispatch(
        userUpdated({
          id: updated.id ?? updated._id,
          name: updated.name,
          email: updated.email,
          role: updated.role ?? user.role,
        }),
      );
      showToast('Profile updated successfully', 'success');
    } catch {
      // Failures are toasted by the error listener; a 401 (session ended) is handled by the
      // shared session-expiry flow: toast now, session cleared and /login after 2 s.
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="profile-form-title">
      <Stack spacing={2}>
        <Typography id="profile-form-title" variant="h6" component="h2">
          Update Profile
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          disabled={isLoading}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          disabled={isLoading}
          autoComplete="email"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Update Profile'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
