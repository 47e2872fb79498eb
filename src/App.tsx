import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { makeStore } from './app/store';
import { createAppRouter } from './app/router';
import type { RealtimeOptions } from './app/realtime/realtimeListener';

/** The whole SPA; the entry point (src/main.tsx or the mock entry) chooses the socket. */
export function App({ realtime }: { realtime: RealtimeOptions }) {
  const [store] = useState(() => makeStore(undefined, realtime));
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
