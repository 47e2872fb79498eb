import { Box, CircularProgress } from '@mui/material';

/** A page's spinner while its first answer is awaited, named for screen readers. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
