import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@mui/material';
import { PasswordField } from '../../components/form/PasswordField';
import { EmailField } from '../../components/form/EmailField';
import { SubmitButton } from '../../components/form/FormActions';
import { useRegisterUserMutation } from '../../api/enhancedApi';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE, PASSWORD_TOO_SHORT } from '../../app/errorTexts';
import { emailProblem } from '../../../shared/email';
import { AuthCard } from './AuthCard';
import { AuthFooterLink } from './AuthFooterLink';
import { OidcSignInButton } from './OidcSignInButton';

type Fields = { name: string; email: string; password: string; confirmPassword: string };
const empty: Fields = { name: '', email: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterUserMutation();
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<string | null>(null);

  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));
  const field = (key: keyof Fields) => ({
    name: key,
    value: fields[key],
    onChange: set(key),
    fullWidth: true,
  });

  const submit = async () => {
    const name = fields.name.trim();
    const email = fields.email.trim();
    if (!name || !email || !fields.password || !fields.confirmPassword) {
      setError('Please fill in all fields');
      return;
    }
    // The server's rule, said before sending: plain ASCII only (docs/security.md#e-mail-addresses).
    const problem = emailProblem(email);
    if (problem) {
      setError(problem);
      return;
    }
    if (fields.password !== fields.confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    if (fields.password.length < PASSWORD_MIN_LENGTH) {
      setError(PASSWORD_TOO_SHORT);
      return;
    }
    setError(null);
    try {
      // docs/product.md#validation: the role sent is user.
      const data = await register({
        body: { name, email, password: fields.password, role: 'user' },
      }).unwrap();
      navigate(`/verify-otp?email=${encodeURIComponent(data.email)}`);
    } catch {
      // Toasted by the shared error listener (errorMessages.ts: registerUser).
    }
  };

  return (
    <AuthCard
      title="Register"
      subtitle="Create an account to post items, message posters and claim what is yours."
      error={error}
      onSubmit={submit}
      footer={<AuthFooterLink text="Already have an account?" to="/login" label="Login" />}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={(event) => set('name')(event.target.value)}
        required
        fullWidth
      />
      <EmailField {...field('email')} />
      <PasswordField label="Password" isNew helperText={PASSWORD_RULE} {...field('password')} />
      <PasswordField label="Confirm Password" isNew {...field('confirmPassword')} />
      <SubmitButton
        busy={isLoading}
        label="Register"
        busyLabel="Registering..."
        size="large"
        fullWidth
      />
      <OidcSignInButton />
    </AuthCard>
  );
}
