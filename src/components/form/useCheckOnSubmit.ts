import { useState } from 'react';
import { useSubmit } from './useSubmit';

/**
 * The submit of a dialog whose failure the error listener toasts (the dialog stays open):
 * `tried` turns on at the first submit, so a missing field is marked only once the user has
 * tried to send, and off again when the values were sent.
 */
export function useCheckOnSubmit<T>(read: () => T | null, send: (values: T) => Promise<unknown>) {
  const [tried, setTried] = useState(false);
  const submit = useSubmit(
    () => {
      setTried(true);
      return read();
    },
    async (values: T) => {
      await send(values);
      setTried(false);
    },
    () => {
      // toasted by the error listener
    },
  );
  return { ...submit, tried };
}
