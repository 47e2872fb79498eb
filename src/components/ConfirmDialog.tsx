import { FormDialog } from './form/FormDialog';
import type { ReactNode } from 'react';

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
  return (
    <FormDialog
      open={open}
      title={title}
      form={{ onSubmit: onConfirm, busy }}
      onCancel={onCancel}
      submitLabel={confirmLabel}
      busyLabel={busyLabel}
      submitColor={color}
      intro={message}
      maxWidth="xs"
    />
  );
}
