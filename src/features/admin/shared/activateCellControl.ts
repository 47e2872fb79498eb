import type { GridCellParams, GridEventListener, MuiEvent } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';

const CONTROL = 'input:not(:disabled), button:not(:disabled), a[href]';

/**
 * docs/accessibility.md#keyboard: the grid takes Space (it pages down) and gives Enter to cell
 * editing, so a switch or button inside a cell could not be used from the keyboard. Here Enter and
 * Space on a cell (or on the control itself) press the cell's control, like a click would.
 */
export const activateCellControl: GridEventListener<'cellKeyDown'> = (
  _params: GridCellParams,
  event: MuiEvent<KeyboardEvent<HTMLElement>>,
) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  const onControl = target.matches(CONTROL);
  const control = onControl ? target : target.querySelector<HTMLElement>(CONTROL);
  if (!control) return;
  event.defaultMuiPrevented = true;
  // Enter on a focused link or button already clicks it (native behaviour).
  const nativeClick = onControl && event.key === 'Enter' && !(control instanceof HTMLInputElement);
  if (nativeClick) return;
  event.preventDefault();
  control.click();
};
