import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedIn, selectCurrentUser, selectToken } from '../../app/sessionSlice';
import { selectRehydrated } from '../../app/persistStatus';
import { showToast } from '../../app/toasts';
import { messageOr } from '../../app/apiErrors';
import { api, useExchangeOidcCodeMutation } from '../../api/enhancedApi';

const MISSING_CODE = 'This sign-in link is incomplete. Please sign in again.';
const FAILED = 'We could not finish signing you in. Please sign in again.';
export const alreadySignedIn = (name: string) =>
  `You are already signed in as ${name}. Sign out first to sign in with another account.`;

/** The one-time code of `/login/oidc#code=…`: in the fragment, so it never reaches a server log. */
const codeFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('code');

/**
 * `/login/oidc`: where the server sends the browser after a campus sign-in
 * (docs/product.md#single-sign-on). It trades the code for a session, stores it as the password
 * login does, and goes home; or it says what went wrong. It never replaces a session already
 * open here: a code link someone else sent would otherwise sign this browser into their account
 * (docs/security.md#single-sign-on), so a signed-in person is told and the code is left unused.
 */
export default function OidcLandingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [exchange, { isUninitialized }] = useExchangeOidcCodeMutation();
  const rehydrated = useAppSelector(selectRehydrated);
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  // Read once: the fragment is cleared as soon as the page has seen it.
  const [code] = useState(() => codeFrom(hash));
  const [failure, setFailure] = useState<string | null>(null);
  const error = code ? failure : MISSING_CODE;
  // Someone is signed in here and no trade was started: their session stays.
  const signedInAs =
    code && rehydrated && token && isUninitialized
      ? user?.name || user?.email || 'another account'
      : null;
  // The code works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !rehydrated) return;
    // Out of the address bar and the history entry, used or not.
    if (hash) navigate({ hash: '' }, { replace: true });
    if (token) return;
    started.current = true;
    exchange({ body: { code } })
      .unwrap()
      .then((data) => {
        dispatch(api.util.resetApiState());
        dispatch(loggedIn({ token: data.authorization, user: data.user }));
        showToast('Logged in successfully!', 'success');
        // A campus sign-in that created the account lands where a new account is greeted
        // "Welcome", as after e-mail verification (docs/product.md#screens).
        if (data.firstSignIn)
          navigate('/dashboard', { replace: true, state: { firstSignIn: true } });
        else navigate('/', { replace: true });
      })
      .catch((reason: unknown) => setFailure(messageOr(reason, FAILED)));
  }, [code, hash, rehydrated, token, exchange, dispatch, navigate]);

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 1, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        Signing in
      </Typography>
      {signedInAs !== null ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" sx={{ width: '100%' }}>
            {alreadySignedIn(signedInAs)}
          </Alert>
          <Button component={RouterLink} to="/" replace variant="contained">
            Continue as {signedInAs}
          </Button>
        </Stack>
      ) : error ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ width: '100%' }}>
            {error}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to login
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Finishing your campus sign-in…</Typography>
        </Stack>
      )}
    </Box>
  );
}
