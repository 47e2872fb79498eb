import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { onAnnouncement } from '../app/announcer';
import { visuallyHidden } from './visuallyHidden';

/**
 * docs/accessibility.md#live-announcements: one polite live region, always in the page (a region
 * added together with its text is often not read). Each announcement replaces the last.
 */
export function LiveAnnouncer() {
  const [text, setText] = useState('');
  useEffect(
    () =>
      onAnnouncement((next) => {
        // Cleared first so the same text twice is still read twice.
        setText('');
        setTimeout(() => setText(next), 50);
      }),
    [],
  );
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
