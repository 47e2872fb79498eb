import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { apiPath, errorBody } from '../mocks/apiPath';
import { api } from '../api/enhancedApi';
import { loggedInState, renderWithProviders } from '../test/renderWithProviders';
import { SESSION_EXPIRED_TEXT } from './sessionExpiry';

describe('a session that ends on the server', () => {
  it('shows "Session expired" and clears the session 2 seconds after a 401', async () => {
    server.use(
      http.get(apiPath('/users/me'), () =>
        HttpResponse.json(errorBody('Please log in to continue.', 'UNAUTHORIZED'), { status: 401 }),
      ),
    );
    const { store } = renderWithProviders(<p>page</p>, { preloadedState: loggedInState() });
    await act(async () => {
      await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT)).toBeInTheDocument();
    expect(store.getState().session.token).toBe('test-token');
    await act(() => new Promise((r) => setTimeout(r, 2100)));
    expect(store.getState().session.token).toBeNull();
  });

  it('a wrong login (400 INVALID_CREDENTIALS) does not end the session', async () => {
    const { store } = renderWithProviders(<p>page</p>, { preloadedState: loggedInState() });
    await act(async () => {
      await store.dispatch(
        api.endpoints.loginUser.initiate({ body: { email: 'a@b.co', password: 'x' } }),
      );
    });
    await act(() => new Promise((r) => setTimeout(r, 2100)));
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('test-token');
  });
});
