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
      MuiCssBaseline: { styleOverrides: focusRingGlobals(mode) },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // On the coloured bar the ring takes the bar's text colour.
      MuiAppBar: { styleOverrides: { root: { '--focus-ring': 'currentColor' } } },
      // Links are underlined so they are not told apart by colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
