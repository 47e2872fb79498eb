import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

type Props = {
  title: string;
  /** While the request runs: the dialog cannot be closed and the buttons are disabled. */
  busy: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  submitColor?: 'primary' | 'error';
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A dialog holding one form: its fields, then Cancel and the submit button. */
export function FormDialog({
  title,
  busy,
  onCancel,
  onSubmit,
  submitLabel,
  busyLabel,
  submitColor = 'primary',
  submitDisabled,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy || submitDisabled}
          >
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
