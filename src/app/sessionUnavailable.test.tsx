import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { apiPath, errorBody } from '../mocks/apiPath';
import { api } from '../api/enhancedApi';
import { loggedInState, renderWithProviders } from '../test/renderWithProviders';
import { ERROR_TEXTS } from './errorTexts';
import { SESSION_EXPIRED_TEXT } from './sessionExpiry';

/*
 * While the server's database restarts, calls answer 503 SERVICE_UNAVAILABLE with Retry-After
 * (docs/deploy.md#when-something-fails): that is not the end of the session. A proxy's own 503
 * page: sessionUnavailableProxy.test.tsx.
 */

const unavailable = () =>
  HttpResponse.json(errorBody(ERROR_TEXTS.unavailable, 'SERVICE_UNAVAILABLE'), {
    status: 503,
    headers: { 'retry-after': '5' },
  });

const waitPastLogout = () => act(() => new Promise((r) => setTimeout(r, 2100)));

describe('a server that is briefly unavailable', () => {
  it.each([
    ['answers 503', unavailable],
    ['gets no answer at all', () => HttpResponse.error()],
  ])('keeps the user signed in when the session check %s', async (_case, answer) => {
    server.use(http.get(apiPath('/users/me'), answer));
    const { store } = renderWithProviders(<p>page</p>, { preloadedState: loggedInState() });
    await act(async () => {
      await store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
    });
    await waitPastLogout();
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('test-token');
    expect(store.getState().session.user).not.toBeNull();
  });

  it('says so plainly instead of a fixed text that would mislead', async () => {
    server.use(http.post(apiPath('/auth/verify-otp'), unavailable));
    const { store } = renderWithProviders(<p>page</p>);
    await act(async () => {
      await store.dispatch(
        api.endpoints.verifyOtp.initiate({ body: { email: 'sam@campus.edu', otp: '123456' } }),
      );
    });
    expect(await screen.findByText(ERROR_TEXTS.unavailable)).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXTS.unexpected)).not.toBeInTheDocument();
  });
});
