import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The page's main actions: beside the heading on wider screens, under it on a phone. */
  actions: ReactNode;
};

/** A working page's heading (dashboard, office) with its main actions. */
export function PageHeading({ title, subtitle, actions }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      {actions}
    </Stack>
  );
}
