import { useId, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

type Props = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** While the confirmed request runs: both buttons wait, the dialog stays open. */
  busy?: boolean;
  busyLabel?: string;
  /** "error" for what cannot be undone (deleting); "warning" for what can; "primary" to go on. */
  color?: 'error' | 'warning' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that hides, deactivates, deletes or claims something (docs/product.md). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  busyLabel,
  color = 'warning',
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color={color} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
