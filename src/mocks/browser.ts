import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mocked spec in the browser (`npm run dev:mock`). */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass' });
}
