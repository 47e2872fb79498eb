import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

type Texts = { title: string; message: string; confirmLabel: string };

/**
 * An action on one row that is confirmed first (docs/product.md: activation toggles and category
 * deactivation). `ask(row)` opens the dialog; confirming closes it and runs `run(row)`.
 */
export function useConfirmedAction<R>(run: (row: R) => Promise<void>, texts: (row: R) => Texts) {
  const [pending, setPending] = useState<R | null>(null);
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setOpen(false);
    await run(pending);
  };
  const shown = pending ? texts(pending) : { title: '', message: '', confirmLabel: '' };

  const ask = (row: R) => {
    setPending(row);
    setOpen(true);
  };
  const dialog = (
    <ConfirmDialog open={open} {...shown} onConfirm={confirm} onCancel={() => setOpen(false)} />
  );
  return { ask, dialog };
}
