import { createRoot } from 'react-dom/client';
import { startMockWorker } from './mocks/browser';
import { createMockSocket } from './mocks/socket';
import { ResetMockData } from './mocks/ResetMockData';
import { mountApp } from './mountApp';

/**
 * `npm run dev:mock` (QA): the SPA against the mocked spec in the browser (MSW) and a simulated
 * socket, no server needed; the mock world persists in localStorage, with a "Reset mock data"
 * strip below the app. Only vite's mock mode loads this entry; builds never include it.
 */
async function start() {
  await startMockWorker();
  mountApp({ loadSocketFactory: async () => createMockSocket });
  const controls = document.body.appendChild(document.createElement('div'));
  createRoot(controls).render(<ResetMockData />);
}

void start();
