import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { RealtimeOptions } from './app/realtime/realtimeListener';

/** Renders the SPA into #root (shared by the real and the mock entry). */
export function mountApp(realtime: RealtimeOptions): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App realtime={realtime} />
    </StrictMode>,
  );
}
