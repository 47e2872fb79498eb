import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import { configure } from '@testing-library/react';
import { setContract } from '../mocks/contract';
import { parseSpecText } from '../../server/contract/spec';
import { server } from '../mocks/server';
import { resetMockWorld } from '../mocks/world';
import { resetToastDedupe } from '../app/toasts';
import { storeCheckTiming } from '../app/storeCheckTiming';
import {
  contractErrors,
  documentedMediaTypes,
  findOperation,
} from '../../shared/contract/validateResponse';

// The mocks' baseline answers every operation of openapi.yaml (src/mocks/contract.ts).
// Parsed once per version of the file, not per test file (server/contract/spec.ts).
setContract(
  parseSpecText(readFileSync('openapi.yaml', 'utf8')) as Parameters<typeof setContract>[0],
);

/*
 * Every response the mocked API gives during any UI test is checked against openapi.yaml, so
 * the mocks cannot drift from the contract; a mismatch fails the test file.
 */
const violations: string[] = [];
server.events.on('response:mocked', async ({ request, response }) => {
  const operationId = findOperation(request.method, new URL(request.url).pathname);
  if (!operationId) return;
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (mediaType && !mediaType.endsWith('json')) {
    // A binary answer (a label PDF) is checked by its documented media type, not parsed.
    if (!documentedMediaTypes(operationId, response.status).includes(mediaType)) {
      violations.push(`${operationId} ${response.status}: ${mediaType} is not documented`);
    }
    return;
  }
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    violations.push(`${operationId}: mocked body is not JSON`);
    return;
  }
  violations.push(...contractErrors(operationId, response.status, body));
});

/*
 * A client test that logs a console.error or console.warn fails with the message: React's
 * act(...) warnings, MUI's out-of-range values and the like are bugs, and a log full of them
 * hides real failures (docs/architecture.md#tests). The methods are replaced outright (not
 * spied on) so a test's own jest.spyOn(console, 'error') still wraps, and restores, this one.
 */
const ALLOWED_CONSOLE_MESSAGES: RegExp[] = [
  // Empty: add a pattern only for a message that truly cannot be avoided, with why.
];
const consoleMessages: string[] = [];
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    const message = format(...args);
    if (ALLOWED_CONSOLE_MESSAGES.some((pattern) => pattern.test(message))) return;
    // Where it was logged from: the first frame in the app's or the tests' code.
    const from = new Error().stack
      ?.split('\n')
      .find((line) => /\/src\//.test(line) && !/node_modules|setupTests/.test(line));
    consoleMessages.push(`console.${level}: ${message}${from ? `\n    (${from.trim()})` : ''}`);
  };
}
const failOnConsoleMessages = () => {
  const messages = consoleMessages.splice(0);
  if (messages.length) throw new Error(`The test logged:\n${messages.join('\n\n')}`);
};

// The store's development checks still run in every test; only their "took N ms" warning is
// off, as the time a check takes here says how busy the machine is, not how big the state is.
storeCheckTiming.warnAfterMs = Infinity;

// CI shares 2 cores between Jest workers: give findBy/waitFor room beyond the 1 s default
// (the debounces and redirect delays under test are 300 ms to 2 s).
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // One mock world for every handler: each test starts from its seed.
  resetMockWorld();
  window.localStorage.clear();
  // Each test starts with no toast history (showToast suppresses repeats for 5 s).
  resetToastDedupe();
  failOnConsoleMessages();
});
afterAll(() => {
  server.close();
  if (violations.length) {
    throw new Error(`Mocked responses that do not match openapi.yaml:\n${violations.join('\n')}`);
  }
  // Logged outside any test (a hook, a timer firing after the last test's cleanup).
  failOnConsoleMessages();
});
