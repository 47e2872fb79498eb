import { createTheme } from '@mui/material/styles';
import { paletteFor } from './palette';
import { focusRingGlobals } from './focusStyles';
import type { ThemeMode } from './preferencesSlice';

/**
 * The portal's look lives here, not in screens (screens use sx for layout only). Contrast and the
 * focus ring are theme rules every screen inherits: docs/accessibility.md.
 */
export function createAppTheme(mode: ThemeMode) {
  return createTheme({
    palette: paletteFor(mode),
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    components: {
      MuiCssBaseline: {
        styleOverrides: { ...focusRingGlobals(mode), body: { overflowWrap: 'break-word' } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Long unbroken words (URLs, serial numbers) in user text wrap instead of widening the
      // page: every Typography may break anywhere, everything else inherits break-word (body, in
      // MuiCssBaseline above).
      MuiTypography: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
      // docs/product.md#screens: the floating link reads "+ Add New Item", as written.
      MuiFab: { styleOverrides: { root: { textTransform: 'none' } } },
      // On the coloured bar the ring takes the bar's text colour.
      MuiAppBar: { styleOverrides: { root: { '--focus-ring': 'currentColor' } } },
      // Links are underlined so they are not told apart by colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
