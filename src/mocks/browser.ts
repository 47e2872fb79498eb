import { setupWorker } from 'msw/browser';
import { parse } from 'yaml';
import openapi from '../../openapi.yaml?raw';
import { setContract } from './contract';
import { mockHandlers } from './handlers';
import { loadMockWorld, saveMockWorld } from './world';

/**
 * The mocked API in the browser (`npm run dev:mock`), built from the contract the page loads:
 * the mock world comes back from localStorage and is saved after every answer the mocks give,
 * so a reload keeps it.
 */
export async function startMockWorker() {
  loadMockWorld(window.localStorage);
  setContract(parse(openapi));
  const worker = setupWorker(...mockHandlers);
  worker.events.on('response:mocked', () => saveMockWorld(window.localStorage));
  await worker.start({ onUnhandledRequest: 'bypass' });
}
