import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { ToastRegion } from '../components/toasts/ToastRegion';
import { LiveAnnouncer } from '../components/LiveAnnouncer';
import { WhenIdle } from '../components/WhenIdle';
import { useAppSelector } from './hooks';
import { selectThemePreference } from './preferencesSlice';
import { createAppTheme } from './theme';
import type { AppStore } from './store';

// notistack and the toast component: a chunk of their own, fetched once the browser is first idle
// after the app's first render; toasts shown before that wait in a queue (app/toasts.ts).
const Toaster = lazy(() => import('../components/toasts/Toaster'));

/** Theme: the saved choice, otherwise the system's dark preference (docs/product.md#client-behaviour). */
function ThemedApp({ children }: { children: ReactNode }) {
  const saved = useAppSelector(selectThemePreference);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = saved ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* docs/product.md#shared-layout: toasts top-right (Toaster), Alt+T to focus them (ToastRegion). */}
      <ToastRegion />
      <LiveAnnouncer />
      {children}
      <WhenIdle>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </WhenIdle>
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
