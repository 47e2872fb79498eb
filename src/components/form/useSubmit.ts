import { useState, type FormEvent } from 'react';

/** A form's submit handler, and whether what it sent is still on its way. */
export type SubmitState = { onSubmit: (event: FormEvent) => void; busy: boolean };

/**
 * A form's submit: it keeps the browser from loading a page, reads the checked values (null: the
 * fields already say what is missing) and sends them; `busy` while they are on their way, and a
 * failure goes to `onFailure`.
 */
export function useSubmit<T>(
  read: () => T | null,
  send: (values: T) => Promise<unknown>,
  onFailure: (error: unknown) => void,
): SubmitState {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = read();
    if (values === null) return;
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { onSubmit, busy };
}
