import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { makeStore } from './app/store';
import { createAppRouter } from './app/router';

export function App() {
  const [store] = useState(() => makeStore());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
