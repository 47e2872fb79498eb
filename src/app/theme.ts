import { createTheme } from '@mui/material/styles';
import type { ThemeMode } from './preferencesSlice';

/** The portal's look lives here, not in screens (screens use sx for layout only). */
export function createAppTheme(mode: ThemeMode) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1e4fa3' : '#8ab4f8' },
      secondary: { main: mode === 'light' ? '#c2410c' : '#fdba74' },
      background:
        mode === 'light'
          ? { default: '#f5f7fb', paper: '#ffffff' }
          : { default: '#0f1419', paper: '#17202a' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Long unbroken words (URLs, serial numbers) in user text wrap instead of widening the
      // page: every Typography may break anywhere, everything else inherits break-word.
      MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
      MuiTypography: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
      // docs/product.md#screens: the floating link reads "+ Add New Item", as written.
      MuiFab: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
