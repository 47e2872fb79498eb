import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred line in place of a list (nothing yet, or failed to load), with an optional action. */
export function PageMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Stack>
  );
}
