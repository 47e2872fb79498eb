import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** docs/product.md#shared-layout: toasts last 5000 ms. */
export const TOAST_MS = 5000;

/**
 * The toast's own timer (notistack's is off): it does not run while the toast has the pointer or
 * keyboard focus (WCAG 2.2.1), and after that the toast stays half the time again, as notistack
 * does after a hover.
 */
export function useAutoHide(close: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = useRef(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held) {
      paused.current = true;
      return;
    }
    const timer = setTimeout(close, paused.current ? TOAST_MS / 2 : TOAST_MS);
    return () => clearTimeout(timer);
  }, [held, close]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
