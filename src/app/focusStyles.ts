import { focusRing } from './palette';
import type { ThemeMode } from './preferencesSlice';

/**
 * docs/accessibility.md#focus-ring: one visible ring for everything focusable, drawn only for
 * keyboard focus (`:focus-visible`). The colour is a CSS variable so a surface in another colour
 * (the app bar) can swap it; text inputs ring their whole outlined field, not the bare <input>.
 */
export const focusRingGlobals = (mode: ThemeMode) => ({
  ':root': { '--focus-ring': focusRing[mode] },
  ':focus-visible, .Mui-focusVisible': {
    outline: '3px solid var(--focus-ring)',
    outlineOffset: 2,
  },
  'input:focus-visible, textarea:focus-visible, [role="combobox"]:focus-visible': {
    outline: 'none',
  },
  '.MuiOutlinedInput-root:has(:focus-visible), .MuiFilledInput-root:has(:focus-visible)': {
    outline: '3px solid var(--focus-ring)',
    outlineOffset: 2,
  },
  // A page heading takes focus after a route change to start the page there; it is not a control.
  '[tabindex="-1"]:focus-visible': { outline: 'none' },
  // Grid cells draw their own inset outline; keep it and colour it like the rest.
  '.MuiDataGrid-root .MuiDataGrid-cell:focus-visible, .MuiDataGrid-root .MuiDataGrid-columnHeader:focus-visible':
    { outlineOffset: -3 },
});
