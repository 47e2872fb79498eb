import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedIn, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { isSigningOut } from '../../app/signedOut';
import { showToast } from '../../app/toasts';
import { errorStatus, serverMessage } from '../../app/apiErrors';
import { PasswordField } from '../../components/form/PasswordField';
import { EmailField } from '../../components/form/EmailField';
import { SubmitButton } from '../../components/form/FormActions';
import { api, useLoginUserMutation } from '../../api/enhancedApi';
import { AuthCard } from './AuthCard';
import { AuthFooterLink } from './AuthFooterLink';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { useDelayedNavigate } from './useDelayedNavigate';
import { OidcSignInButton } from './OidcSignInButton';
import { ssoErrorText } from './oidcErrorTexts';

const LOGIN_REDIRECT_MS = 300;

/** Where to go after login: the page the guard bounced from (ProtectedRoute's state), else /. */
function fromLocation(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname = '/', search = '', hash = '' } = from as Record<string, string>;
    return `${pathname}${search}${hash}`;
  }
  return '/';
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [login, { isLoading }] = useLoginUserMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A refused campus sign-in comes back here with its reason (docs/product.md#single-sign-on).
  const [error, setError] = useState<string | null>(() => ssoErrorText(params.get('sso_error')));
  const [unverified, setUnverified] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const token = useAppSelector(selectToken);
  const rehydrated = useAppSelector(selectRehydrated);
  // A login made here keeps its toast and its 300 ms (docs/product.md#delays) before moving on:
  // set when the form is sent, long before the session arrives.
  const [submitted, setSubmitted] = useState(false);

  const submit = async () => {
    setUnverified(false);
    if (!email.trim() || !password) {
      setError('Please fill in all fields');
      return;
    }
    setError(null);
    setSubmitted(true);
    try {
      const data = await login({ body: { email: email.trim(), password } }).unwrap();
      dispatch(api.util.resetApiState());
      dispatch(loggedIn({ token: data.authorization, user: data.user }));
      showToast('Logged in successfully!', 'success');
      navigateLater(fromLocation(location.state), LOGIN_REDIRECT_MS, { replace: true });
    } catch (failure) {
      // The toast comes from the shared error listener (errorMessages.ts).
      if (errorStatus(failure) === 403 && /verif/i.test(serverMessage(failure) ?? '')) {
        setUnverified(true);
      }
    }
  };

  // Someone already signed in has no use for the form: on to where they were going (or home).
  if (rehydrated && token && !submitted && !isSigningOut(location.state)) {
    return <Navigate to={fromLocation(location.state)} replace />;
  }

  return (
    <>
      <AuthCard
        title="Login"
        subtitle="Welcome back to the campus Lost & Found."
        error={error}
        onSubmit={submit}
        footer={<AuthFooterLink text="Don't have an account?" to="/register" label="Register" />}
      >
        {unverified && (
          <Alert
            severity="info"
            action={
              <Button
                component={RouterLink}
                to={`/verify-otp?email=${encodeURIComponent(email.trim())}`}
                color="inherit"
                size="small"
              >
                Verify now
              </Button>
            }
          >
            Your email is not verified yet.
          </Alert>
        )}
        <EmailField value={email} onChange={setEmail} fullWidth />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={setPassword}
          fullWidth
        />
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setForgotOpen(true)}
          sx={{ alignSelf: 'flex-end' }}
        >
          Forgot Password?
        </Link>
        <SubmitButton
          busy={isLoading}
          label="Login"
          busyLabel="Logging in..."
          size="large"
          fullWidth
        />
        <OidcSignInButton />
      </AuthCard>
      {/* Outside the login form: React events from the dialog's form would bubble into it. */}
      <ForgotPasswordDialog
        open={forgotOpen}
        initialEmail={email.trim()}
        onClose={() => setForgotOpen(false)}
      />
    </>
  );
}
