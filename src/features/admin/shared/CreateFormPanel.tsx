import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SubmitState } from '../../../components/form/useSubmit';

type Props = {
  heading: string;
  form: SubmitState;
  submitLabel: string;
  /** The fields, in one row on wide screens. */
  children: ReactNode;
};

/** A "New …" form above an admin table (categories, places); failures go to the tab's banner. */
export function CreateFormPanel({ heading, form, submitLabel, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Stack
        component="form"
        onSubmit={form.onSubmit}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        {children}
        <Box sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" disabled={form.busy}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
