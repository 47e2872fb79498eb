import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus on once a dialog has closed, for when the control that opened it is disabled or
 * gone by then (focus would fall to <body>). The dialog hands focus back to its opener as it
 * closes, in an effect; this effect runs after that one, whereas a timer set when closing could
 * run before it and be undone. Returns `focusAfterClose(target)`: call it before closing.
 */
export function useFocusAfterClose(open: boolean) {
  const target = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    if (open || !target.current) return;
    target.current.current?.focus();
    target.current = null;
  }, [open]);
  return (next: RefObject<HTMLElement | null>) => {
    target.current = next;
  };
}
