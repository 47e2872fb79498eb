import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { ToastRegion } from '../components/toasts/ToastRegion';
import { LiveAnnouncer } from '../components/LiveAnnouncer';
import { WhenIdle } from '../components/WhenIdle';
import { useAppSelector } from './hooks';
import { selectThemePreference } from './preferencesSlice';
import { createAppTheme } from './theme';
import { useHydrating } from './useHydrating';
import type { AppStore, RootState } from './store';

// notistack and the toast component: a chunk of their own, fetched once the browser is first idle
// after the app's first render; toasts shown before that wait in a queue (app/toasts.ts).
const Toaster = lazy(() => import('../components/toasts/Toaster'));

/** Theme: the saved choice, otherwise the system's dark preference (docs/product.md#client-behaviour). */
function ThemedApp({ children }: { children: ReactNode }) {
  const saved = useAppSelector(selectThemePreference);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = saved ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  // Not rendered by the server nor while hydrating: a lazy chunk that is not loaded yet would
  // suspend, and the server cannot finish a suspended boundary with renderToString.
  const hydrating = useHydrating();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* docs/product.md#shared-layout: toasts top-right (Toaster), Alt+T to focus them (ToastRegion). */}
      <ToastRegion />
      <LiveAnnouncer />
      {children}
      {!hydrating && (
        <WhenIdle>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </WhenIdle>
      )}
    </ThemeProvider>
  );
}

type Props = {
  store: AppStore;
  /**
   * The state the server rendered with (server-rendered landing page): the hydrating render reads
   * it instead of the store, which redux-persist may already have filled with the saved login
   * and theme (docs/architecture.md#server-rendered-landing-page).
   */
  serverState?: RootState;
  children: ReactNode;
};

export function AppProviders({ store, serverState, children }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
