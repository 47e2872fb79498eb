import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { loadMockWorld, saveMockWorld } from './world';

/**
 * The mocked spec in the browser (`npm run dev:mock`): the mock world comes back from
 * localStorage and is saved after every answer the mocks give, so a reload keeps it.
 */
export async function startMockWorker() {
  loadMockWorld(window.localStorage);
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', () => saveMockWorld(window.localStorage));
  await worker.start({ onUnhandledRequest: 'bypass' });
}
