import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CssBaseline, GlobalStyles, ThemeProvider, useMediaQuery } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import type { AppStore } from './store';
import { useAppSelector } from './hooks';
import { selectThemePreference } from './preferencesSlice';
import { createAppTheme } from './theme';
import { DraggableToast } from '../components/toasts/DraggableToast';
import { ToastRegion } from '../components/toasts/ToastRegion';

// Toasts sit just below the navbar, so they never cover the theme toggle or the avatar.
const toastOffset = (
  <GlobalStyles
    styles={(theme) => ({
      '.notistack-SnackbarContainer.toasts-top-right': {
        top: 64,
        [theme.breakpoints.down('sm')]: { top: 56 },
      },
    })}
  />
);

const toastComponents = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

/** Theme: the saved choice, otherwise the system's dark preference (SPEC §4). */
function ThemedApp({ children }: { children: ReactNode }) {
  const saved = useAppSelector(selectThemePreference);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = saved ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {toastOffset}
      {/* SPEC §2/§9: toasts top-right, 5000 ms, draggable to dismiss, Alt+T to focus. */}
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
        classes={{ containerAnchorOriginTopRight: 'toasts-top-right' }}
      >
        <ToastRegion />
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
