import { startMockWorker } from './mocks/browser';
import { createMockSocket } from './mocks/socket';
import { mountApp } from './mountApp';

/**
 * `npm run dev:mock` (QA): the SPA against the mocked spec in the browser (MSW) and a simulated
 * socket, no server needed. Only vite's mock mode loads this entry; builds never include it.
 */
async function start() {
  await startMockWorker();
  mountApp({ loadSocketFactory: async () => createMockSocket });
}

void start();
