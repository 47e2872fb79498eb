import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  useUnsubscribeEmailMutation,
  type UnsubscribeEmailApiArg,
  type UnsubscribeKind,
} from '../../api/enhancedApi';
import { errorStatus } from '../../app/apiErrors';
import { failedTo } from '../../app/errorTexts';
import { EMAIL_TEXTS, unsubscribedFrom } from './emailKinds';

/**
 * The contract's form body is the mail client's one-click post (RFC 8058); the page posts none
 * (openapi.yaml unsubscribeEmail), so no JSON `{}` is sent either.
 */
const NO_BODY = undefined as unknown as UnsubscribeEmailApiArg['body'];

type Outcome = { done: UnsubscribeKind } | { invalid: true } | { failed: unknown } | null;

const profileLink = (
  <Link component={RouterLink} to="/profile">
    profile page
  </Link>
);

type ResultProps = { outcome: Exclude<Outcome, null>; focus: boolean };

/** What the page says after the post (focused then, as the button goes), or with no token. */
function Result({ outcome, focus }: ResultProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [outcome, focus]);
  if ('failed' in outcome) {
    return (
      <Alert ref={box} tabIndex={-1} severity="error" role="status" sx={{ mb: 2 }}>
        {failedTo('unsubscribe', outcome.failed)}
      </Alert>
    );
  }
  if ('invalid' in outcome) {
    return (
      <Alert ref={box} tabIndex={-1} severity="error" role="status">
        <AlertTitle>{EMAIL_TEXTS.invalidLink}</AlertTitle>
        You can still choose which e-mails you get on your {profileLink}.
      </Alert>
    );
  }
  return (
    <Alert ref={box} tabIndex={-1} severity="success" role="status">
      <AlertTitle>Unsubscribed from {unsubscribedFrom(outcome.done)}.</AlertTitle>
      {EMAIL_TEXTS.unsubscribed} {profileLink}.
    </Alert>
  );
}

/** `/unsubscribe?token=…`: the link in every e-mail; works without logging in. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unsubscribe, { isLoading }] = useUnsubscribeEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const shown: Outcome = token ? outcome : { invalid: true };
  const finished = shown && !('failed' in shown);

  const onUnsubscribe = async () => {
    if (isLoading) return;
    try {
      const { kind } = await unsubscribe({ token, body: NO_BODY }).unwrap();
      setOutcome({ done: kind });
    } catch (error) {
      // 400: the token is malformed, forged or expired; anything else may pass on a retry.
      setOutcome(errorStatus(error) === 400 ? { invalid: true } : { failed: error });
    }
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unsubscribe
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {shown && <Result outcome={shown} focus={outcome !== null} />}
        {!finished && (
          <>
            <Typography sx={{ mb: 2 }}>
              Stop getting this kind of e-mail from Lost &amp; Found. You will still see these
              notifications in the portal when you log in.
            </Typography>
            <Button
              variant="contained"
              onClick={onUnsubscribe}
              aria-disabled={isLoading || undefined}
            >
              {isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
