import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readLandingData } from './landingData';
import { makeStore, type AppStore } from './app/store';
import { selectRehydrated } from './app/persistStatus';
import type { RealtimeOptions } from './app/realtime/realtimeListener';

/**
 * Renders the SPA into #root (shared by the real and the mock entry), or hydrates the landing
 * page the server rendered there (docs/architecture.md#server-rendered-landing-page).
 */
export function mountApp(realtime: RealtimeOptions): void {
  const root = document.getElementById('root')!;
  const landing = readLandingData();
  if (landing) {
    // The first render must be the server's: before the saved session is restored (App.tsx).
    hydrateRoot(
      root,
      <StrictMode>
        <App realtime={realtime} landing={landing} />
      </StrictMode>,
    );
    return;
  }
  // Otherwise the saved session is restored first (localStorage: a few microtasks), so the
  // first render is already the signed-in page, not a loader the guards replace a render later.
  const store = makeStore(undefined, realtime);
  whenRehydrated(store, () =>
    createRoot(root).render(
      <StrictMode>
        <App realtime={realtime} store={store} />
      </StrictMode>,
    ),
  );
}

function whenRehydrated(store: AppStore, then: () => void): void {
  if (selectRehydrated(store.getState())) return then();
  const stop = store.subscribe(() => {
    if (!selectRehydrated(store.getState())) return;
    stop();
    then();
  });
}
