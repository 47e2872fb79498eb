import { Button } from '@mui/material';

/** "Try Again" under a list that failed to load: fetches it again. */
export function TryAgain({ onClick }: { onClick: () => unknown }) {
  return (
    <Button variant="outlined" onClick={() => onClick()}>
      Try Again
    </Button>
  );
}
