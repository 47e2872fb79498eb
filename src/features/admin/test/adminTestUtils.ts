import { configure } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { apiPath } from '../../../mocks/apiPath';
import { server } from '../../../mocks/server';
import { loggedInState, testUser } from '../../../test/renderWithProviders';
import type { SessionUser } from '../../../app/sessionSlice';

// The DataGrid is heavy in jsdom and the test machine is shared: give async queries room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

/** The seeded admin of the mock data set (its own row cannot be toggled). */
export const adminState = (over: Partial<SessionUser> = {}) =>
  loggedInState(
    testUser({
      id: 'u-admin',
      name: 'Ada Admin',
      email: 'admin@campus.edu',
      role: 'admin',
      ...over,
    }),
  );

/**
 * Records the URL of every GET to `path` and lets the request fall through to the regular
 * mock (a resolver that returns nothing passes the request on).
 */
export function recordGets(path: string): URL[] {
  const urls: URL[] = [];
  const recorder: HttpHandler = http.get(apiPath(path), ({ request }) => {
    urls.push(new URL(request.url));
  });
  server.use(recorder);
  return urls;
}

export const lastParams = (urls: URL[]) => Object.fromEntries(urls[urls.length - 1].searchParams);
