import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { apiPath } from '../mocks/apiPath';
import { api } from '../api/enhancedApi';
import { loggedInState, renderWithProviders } from '../test/renderWithProviders';
import { ERROR_TEXTS } from './errorTexts';

/*
 * A reverse proxy answers 503 with an HTML page of its own while every instance is down
 * (docs/deploy.md#when-something-fails). That page is not the portal's contract, so this file
 * alone leaves the mocked answers unchecked against openapi.yaml.
 */
beforeAll(() => {
  server.events.removeAllListeners('response:mocked');
});

describe('a proxy in front of an unavailable portal', () => {
  it("names the failed call when a proxy's own 503 page comes back", async () => {
    server.use(
      http.get(
        apiPath('/items/:id'),
        () =>
          new HttpResponse('<h1>503 Service Unavailable</h1>', {
            status: 503,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const { store } = renderWithProviders(<p>page</p>, { preloadedState: loggedInState() });
    await act(async () => {
      await store.dispatch(api.endpoints.getItem.initiate({ id: 'item-1' }, { subscribe: false }));
    });
    expect(
      await screen.findByText(`Failed to load item: ${ERROR_TEXTS.unavailable}`),
    ).toBeInTheDocument();
    expect(store.getState().session.token).toBe('test-token');
  });
});
