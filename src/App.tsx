import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { makeStore, type AppStore } from './app/store';
import { createAppRouter } from './app/router';
import { primeLandingPage } from './features/items/browse/landingQuery';
import type { RealtimeOptions } from './app/realtime/realtimeListener';
import type { LandingData } from './landingData';

type Props = {
  realtime: RealtimeOptions;
  /** Page 1 of `/` and the campus settings the server rendered the landing page with, when hydrating it. */
  landing?: LandingData | null;
  /** A store made (and restored) before the first render (src/mountApp.tsx); else one is made here. */
  store?: AppStore;
};

/** The whole SPA; the entry point (src/main.tsx or the mock entry) chooses the socket. */
export function App({ realtime, landing, store: given }: Props) {
  const [store] = useState(() => {
    if (given) return given;
    const created = makeStore(undefined, realtime);
    if (landing) primeLandingPage(created, landing.page1, landing.campus);
    return created;
  });
  // The state before redux-persist restores the login and theme: what the server rendered with.
  const [serverState] = useState(() => (landing ? store.getState() : undefined));
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
