import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden';
import { rememberFocus } from './toastFocus';

const isAltT = (event: KeyboardEvent) =>
  event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (event.code === 'KeyT' || event.key.toLowerCase() === 't');

/**
 * docs/product.md#shared-layout: Alt+T focuses the notifications. The newest toast takes focus when there is one
 * (its close button is then a Tab away); otherwise this labelled, always-present region does,
 * so keyboard and screen-reader users land on "Notifications" either way.
 */
export function ToastRegion() {
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAltT(event)) return;
      event.preventDefault();
      rememberFocus();
      const toasts = document.querySelectorAll<HTMLElement>('[data-toast]');
      const newest = toasts[toasts.length - 1];
      (newest ?? region.current)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (Alt+T)"
      sx={visuallyHidden}
    >
      Notifications
    </Box>
  );
}
