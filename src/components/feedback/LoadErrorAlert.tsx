import { Alert, Button } from '@mui/material';
import { failedTo, type FailedAction } from '../../app/errorTexts';

type Props = {
  /** What failed: shown as "Failed to <action>: <reason>". */
  action: FailedAction;
  error: unknown;
  /** Offer Retry (refetch); `retrying` disables it while the new request runs. */
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * Space under the banner for what follows it (the default); off where the banner is all a
   * panel shows, so the panel's own padding is the only space below it.
   */
  gutterBottom?: boolean;
};

/** The banner a page shows when its data did not load, with Retry where a refetch helps. */
export function LoadErrorAlert({ action, error, onRetry, retrying, gutterBottom = true }: Props) {
  return (
    <Alert
      severity="error"
      sx={gutterBottom ? { mb: 2 } : undefined}
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
