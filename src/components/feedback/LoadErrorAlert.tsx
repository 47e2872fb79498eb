import { Alert, Button } from '@mui/material';
import { failedTo, type FailedAction } from '../../app/errorTexts';

type Props = {
  /** What failed: shown as "Failed to <action>: <reason>". */
  action: FailedAction;
  error: unknown;
  /** Offer Retry (refetch); `retrying` disables it while the new request runs. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** The banner a page shows when its data did not load, with Retry where a refetch helps. */
export function LoadErrorAlert({ action, error, onRetry, retrying }: Props) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {failedTo(action, error)}
    </Alert>
  );
}
