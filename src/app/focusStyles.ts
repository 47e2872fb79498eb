import { focusRing } from './palette';
import type { ThemeMode } from './preferencesSlice';

/**
 * docs/accessibility.md#focus-ring: one visible ring for everything focusable, drawn only for
 * keyboard focus (`:focus-visible`). The colour is a CSS variable so a surface in another colour
 * (the app bar) can swap it; text inputs ring their whole outlined field, not the bare <input>.
 */
export const focusRingGlobals = (mode: ThemeMode) => ({
  ':root': { '--focus-ring': focusRing[mode] },
  // `html` lifts these above the components' own `outline: 0` (same specificity, later sheet).
  'html :focus-visible, html .Mui-focusVisible': {
    outline: '3px solid var(--focus-ring)',
    outlineOffset: 2,
  },
  'html input:focus-visible, html textarea:focus-visible, html [role="combobox"]:focus-visible': {
    outline: 'none',
  },
  'html .MuiOutlinedInput-root:has(:focus-visible), html .MuiFilledInput-root:has(:focus-visible)':
    {
      outline: '3px solid var(--focus-ring)',
      outlineOffset: 2,
    },
  // A card clips what is outside it (overflow: hidden): its action area rings inside.
  'html .MuiCardActionArea-root.Mui-focusVisible': { outlineOffset: -3 },
  // A switch's knob is clipped by its track: the whole switch is ringed instead.
  'html .MuiSwitch-switchBase.Mui-focusVisible': { outline: 'none' },
  'html .MuiSwitch-root:has(.Mui-focusVisible)': {
    outline: '3px solid var(--focus-ring)',
    outlineOffset: -4,
    borderRadius: 20,
  },
  // A page heading takes focus after a route change to start the page there; it is not a control.
  'html h1[tabindex="-1"]:focus-visible': { outline: 'none' },
  // Grid cells draw a faint 1px outline of their own: the ring replaces it, inset.
  'html .MuiDataGrid-root .MuiDataGrid-cell:focus-visible, html .MuiDataGrid-root .MuiDataGrid-columnHeader:focus-visible':
    { outline: '3px solid var(--focus-ring)', outlineOffset: -3 },
});
