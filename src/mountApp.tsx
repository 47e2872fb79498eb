import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readLandingData } from './landingData';
import type { RealtimeOptions } from './app/realtime/realtimeListener';

/**
 * Renders the SPA into #root (shared by the real and the mock entry), or hydrates the landing
 * page the server rendered there (docs/architecture.md#server-rendered-landing-page).
 */
export function mountApp(realtime: RealtimeOptions): void {
  const root = document.getElementById('root')!;
  const landing = readLandingData();
  const app = (
    <StrictMode>
      <App realtime={realtime} landing={landing} />
    </StrictMode>
  );
  if (landing) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
