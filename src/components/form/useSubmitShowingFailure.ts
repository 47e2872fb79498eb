import { useState } from 'react';
import { failedTo, type FailedAction } from '../../app/errorTexts';
import { useSubmit } from './useSubmit';

/**
 * The submit of a form whose failure shows in the form itself ("Failed to <action>: …" above
 * the fields, e.g. a 409 naming the taken alias), so the user can fix it and try again.
 */
export function useSubmitShowingFailure<T>(
  read: () => T | null,
  action: FailedAction,
  send: (values: T) => Promise<unknown>,
) {
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmit(
    read,
    (values: T) => {
      setError(null);
      return send(values);
    },
    (err) => setError(failedTo(action, err)),
  );
  return { ...submit, error };
}
