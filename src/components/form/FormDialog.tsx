import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  type DialogProps,
} from '@mui/material';
import type { SubmitState } from './useSubmit';

type Props = {
  title: string;
  /** Kept mounted by a caller that only hides it; most mount the dialog to open it. */
  open?: boolean;
  /**
   * The submit handler (called with the browser's own submit prevented); while `busy` the dialog
   * cannot be closed and the buttons are disabled; `error`: why the last submit failed, above the
   * fields (the dialog stays open to fix it).
   */
  form: SubmitState & { error?: string | null };
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while busy; without one the label stays. */
  busyLabel?: string;
  submitColor?: 'primary' | 'warning' | 'error';
  submitDisabled?: boolean;
  /** For a dialog that hands the focus to its submit button (Enter, Enter confirms). */
  submitRef?: Ref<HTMLButtonElement>;
  /** What the form does, above its fields. */
  intro?: ReactNode;
  maxWidth?: 'xs' | 'sm';
  slotProps?: DialogProps['slotProps'];
  children?: ReactNode;
};

/**
 * A dialog holding one form, the dialog and the form both named by its title: an optional intro
 * and error, the fields, then Cancel and the submit button.
 */
export function FormDialog({
  title,
  open = true,
  form: { onSubmit, busy, error },
  onCancel,
  submitLabel,
  busyLabel,
  submitColor = 'primary',
  submitDisabled,
  submitRef,
  intro,
  maxWidth = 'sm',
  slotProps,
  children,
}: Props) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events out of the portal: a form the dialog is opened from must not submit.
    event.stopPropagation();
    onSubmit(event);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={slotProps}
    >
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {/* Without an intro the first field's outlined label needs room under the title. */}
          <Stack spacing={2} sx={intro ? undefined : { pt: 1 }}>
            {intro ? <DialogContentText>{intro}</DialogContentText> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            ref={submitRef}
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy || submitDisabled}
          >
            {busy && busyLabel ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
