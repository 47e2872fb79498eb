import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { loggedInState, renderWithProviders, testUser } from '../../test/renderWithProviders';
import { axeViolations } from '../../test/axe';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import OidcLandingPage, { alreadySignedIn } from './OidcLandingPage';

/** The one-time code of a landing link (the mocked trade accepts any). */
const MOCK_SSO_CODE = 'mock-sso-code';

const ssoOn = () =>
  server.use(
    http.get(apiPath('/auth/oidc'), () => HttpResponse.json({ enabled: true, name: 'UniLogin' })),
  );

describe('single sign-on button', () => {
  it('is a link to the server start on the login and register pages when single sign-on is on', async () => {
    ssoOn();
    const { container, unmount } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
    });
    const link = await screen.findByRole('link', { name: 'Sign in with UniLogin' });
    expect(link).toHaveAttribute('href', 'http://localhost/api/v1/auth/oidc/start');
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    expect(await screen.findByRole('link', { name: 'Sign in with UniLogin' })).toBeVisible();
  });

  it('is not there when single sign-on is off', async () => {
    const { store } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    // The settings answer arrives after the first render: wait for it before looking.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'getOidcSettings' && q.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('says on the login page why a campus sign-in was refused', async () => {
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login?sso_error=domain',
      path: '/login',
    });
    expect(screen.getByText('Only campus email addresses can sign in here.')).toBeVisible();
    // A new attempt with a password clears it.
    await user.type(screen.getByLabelText(/Email/), 'sam@campus.edu');
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.queryByText('Only campus email addresses can sign in here.')).toBeNull(),
    );
  });
});

describe('OidcLandingPage', () => {
  const renderLanding = (route: string, preloadedState?: ReturnType<typeof loggedInState>) =>
    renderWithProviders(<OidcLandingPage />, {
      route,
      path: '/login/oidc',
      preloadedState,
      extraRoutes: [{ path: '/', element: <p>Home page</p> }],
    });

  it('trades the one-time code for a session, stores it like a password login, and goes home', async () => {
    const { store, router } = renderLanding(`/login/oidc#code=${MOCK_SSO_CODE}`);
    expect(screen.getByText('Finishing your campus sign-in…')).toBeVisible();
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('');
    expect(store.getState().session).toEqual({
      token: 'mock-token-u-student',
      user: { id: 'u-student', name: 'Sam Student', email: 'sam@campus.edu', role: 'user' },
    });
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
  });

  it('sends a campus sign-in that created the account to the dashboard, greeted as new', async () => {
    server.use(
      http.post(apiPath('/auth/oidc/session'), () =>
        HttpResponse.json({
          message: 'Logged in successfully',
          authorization: 'mock-token-u-student',
          user: { id: 'u-student', name: 'Sam Student', email: 'sam@campus.edu', role: 'user' },
          firstSignIn: true,
        }),
      ),
    );
    const { router } = renderWithProviders(<OidcLandingPage />, {
      route: `/login/oidc#code=${MOCK_SSO_CODE}`,
      path: '/login/oidc',
      extraRoutes: [
        { path: '/', element: <p>Home page</p> },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
    });
    expect(await screen.findByText('Dashboard page')).toBeVisible();
    expect(router.state.location.state).toEqual({ firstSignIn: true });
  });

  it('shows why a used or expired code failed, with the way back to login', async () => {
    server.use(
      http.post(apiPath('/auth/oidc/session'), () =>
        HttpResponse.json(
          errorBody(
            'This sign-in has expired, was already used or was started in another browser. Please sign in again.',
            'BAD_REQUEST',
          ),
          { status: 400 },
        ),
      ),
    );
    const { container, store, router } = renderLanding('/login/oidc#code=spent');
    expect(
      await screen.findByText(
        'This sign-in has expired, was already used or was started in another browser. Please sign in again.',
      ),
    ).toBeVisible();
    // The code left the address bar, used or not.
    expect(router.state.location.hash).toBe('');
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never replaces a session already open: it does not trade the code and says who is signed in', async () => {
    // docs/security.md#single-sign-on: a code link someone sent would sign this browser into
    // their account. Any trade here would be answered, so a call would show.
    let trades = 0;
    server.use(
      http.post(apiPath('/auth/oidc/session'), () => {
        trades += 1;
        return HttpResponse.json({
          message: 'Logged in successfully',
          authorization: 'mock-token-attacker',
          user: { id: 'u-attacker', name: 'Mallory', email: 'mallory@campus.edu', role: 'user' },
        });
      }),
    );
    const me = testUser({ name: 'Nia Victim', email: 'nia@campus.edu' });
    const { container, store, router, user } = renderLanding(
      `/login/oidc#code=${MOCK_SSO_CODE}`,
      loggedInState(me),
    );
    expect(await screen.findByText(alreadySignedIn('Nia Victim'))).toBeVisible();
    expect(alreadySignedIn('Nia Victim')).toBe(
      'You are already signed in as Nia Victim. Sign out first to sign in with another account.',
    );
    // The code left the address bar unused, and the session is the one that was open.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(store.getState().session).toEqual({ token: 'test-token', user: me });
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Continue as Nia Victim' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(trades).toBe(0);
    expect(store.getState().session.token).toBe('test-token');
  });

  it('says so when the link carries no code', async () => {
    renderLanding('/login/oidc');
    expect(
      await screen.findByText('This sign-in link is incomplete. Please sign in again.'),
    ).toBeVisible();
  });
});
