import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRegisterUserMutation } from '../../../api/enhancedApi';
import { errorDetails } from '../../../app/apiErrors';
import { plainDetail } from '../../../app/errorTexts';
import { ErrorBanner } from '../shared/ErrorBanner';
import { useErrorBanner } from '../shared/useErrorBanner';

type Role = 'admin' | 'keeper';
const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

/** docs/product.md#admin-console: an admin creates an admin or keeper account; it verifies by emailed code. */
export default function CreateAccountTab() {
  const [fields, setFields] = useState(EMPTY);
  const [role, setRole] = useState<Role>('admin');
  const [validation, setValidation] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; role: Role } | null>(null);
  const [register, { isLoading }] = useRegisterUserMutation();
  // The auth feature's listener already toasts registration failures: the banner is enough here.
  const { banner, report } = useErrorBanner();

  const field = (key: keyof typeof EMPTY) => ({
    value: fields[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [key]: event.target.value }));
      setValidation(null);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const { name, email, password, confirmPassword } = fields;
    if (!name.trim() || !email.trim() || !password || !confirmPassword) {
      setValidation('Please fill in all fields');
      return;
    }
    if (password !== confirmPassword) {
      setValidation('Passwords do not match');
      return;
    }
    try {
      const result = await register({
        body: { name: name.trim(), email: email.trim(), password, role },
      }).unwrap();
      setCreated({ email: result.email, role });
      setFields(EMPTY);
    } catch (err) {
      const detail = errorDetails(err)[0];
      report('create account', detail ? { data: { message: plainDetail(detail) } } : err, {
        toast: false,
      });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Create an admin or keeper account
      </Typography>
      <ErrorBanner text={banner} />
      {created ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          The {created.role} account was created. It must be verified with the code sent to{' '}
          {created.email} before it can log in.
        </Alert>
      ) : null}
      {validation ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {validation}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormControl>
          <InputLabel id="create-account-role">Role</InputLabel>
          <Select
            labelId="create-account-role"
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <MenuItem value="admin">Admin</MenuItem>
            <MenuItem value="keeper">Keeper</MenuItem>
          </Select>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          Create account
        </Button>
      </Stack>
    </Paper>
  );
}
