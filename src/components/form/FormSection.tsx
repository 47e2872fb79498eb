import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';

type Props = {
  /** The section's heading; it also names the form. */
  title: string;
  /** A name for the form other than the heading (e.g. "Edit Dorm Keys"). */
  label?: string;
  /** A validation message, shown under the heading. */
  error?: string | null;
  onSubmit: () => void;
  children: ReactNode;
};

/** A titled form on a page (profile, item edit): Enter submits, validation is ours (noValidate). */
export function FormSection({ title, label, error, onSubmit, children }: Props) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': titleId })}
    >
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
      </Stack>
    </Box>
  );
}
