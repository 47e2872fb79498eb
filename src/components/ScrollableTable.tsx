import { Paper, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * docs/accessibility.md#keyboard: a table that may scroll sideways on a small screen. Its
 * container is a labelled, focusable region, so keyboard users can scroll it with the arrow keys.
 */
export function ScrollableTable({
  label,
  outlined = false,
  children,
}: {
  label: string;
  outlined?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={outlined ? Paper : 'div'}
      variant={outlined ? 'outlined' : undefined}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </TableContainer>
  );
}
