import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { loggedInState, renderWithProviders } from '../../test/renderWithProviders';
import LoginPage from './LoginPage';

const renderLogin = (routeState?: unknown) =>
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', routeState });

async function fillAndSubmit(
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password = 'password123',
) {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('sends someone already signed in home instead of showing the form', async () => {
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      preloadedState: loggedInState(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('sends someone already signed in on to the page a guard bounced them from', async () => {
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      routeState: { from: '/dashboard' },
      preloadedState: loggedInState(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks for both fields', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'sam@campus.edu');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('logs in: stores token and user, toasts, and goes to / after 300 ms', async () => {
    const { user, store, router } = renderLogin();
    await fillAndSubmit(user, 'sam@campus.edu');
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(store.getState().session).toEqual({
      token: 'mock-token-u-student',
      user: { id: 'u-student', name: 'Sam Student', email: 'sam@campus.edu', role: 'user' },
    });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the page the guard came from', async () => {
    const { user, router } = renderLogin({ from: '/dashboard' });
    await fillAndSubmit(user, 'sam@campus.edu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('toasts the server message on a wrong password (400 INVALID_CREDENTIALS)', async () => {
    server.use(
      http.post(apiPath('/auth/login'), () =>
        HttpResponse.json(errorBody('Invalid email or password.', 'INVALID_CREDENTIALS'), {
          status: 400,
        }),
      ),
    );
    const { user, store } = renderLogin();
    await fillAndSubmit(user, 'sam@campus.edu', 'not the password');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });

  it('toasts the default text when the server gives no message', async () => {
    server.use(http.post(apiPath('/auth/login'), () => HttpResponse.error()));
    const { user } = renderLogin();
    await fillAndSubmit(user, 'sam@campus.edu');
    expect(
      await screen.findByText('Login failed. Please check your credentials.'),
    ).toBeInTheDocument();
  });

  it('offers to verify an unverified account (403)', async () => {
    server.use(
      http.post(apiPath('/auth/login'), () =>
        HttpResponse.json(errorBody('Please verify your email before logging in.', 'FORBIDDEN'), {
          status: 403,
        }),
      ),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'new@campus.edu');
    expect(
      await screen.findByText('Please verify your email before logging in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify-otp?email=new%40campus.edu',
    );
  });

  it('links to /register', async () => {
    renderLogin();
    // Awaited: the saved session is restored just after the first render.
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('Forgot Password dialog', () => {
  const open = async (user: ReturnType<typeof renderLogin>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    return screen.findByRole('dialog', { name: 'Forgot Password' });
  };

  it('asks for an email', async () => {
    const { user } = renderLogin();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByText('Please enter your email')).toBeInTheDocument();
  });

  it('sends the code, toasts the server message and goes to the OTP page after 2 s', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/auth/forgot-password'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'A code was sent.', email: 'sam@campus.edu' });
      }),
    );
    const { user, router } = renderLogin();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@campus.edu');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A code was sent.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'sam@campus.edu', purpose: 'reset' });
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/verify-otp');
        expect(router.state.location.search).toBe('?email=sam%40campus.edu&forgot=true');
      },
      { timeout: 3000 },
    );
  });

  it('toasts "Failed to send OTP. Try again." on failure', async () => {
    server.use(
      http.post(apiPath('/auth/forgot-password'), () =>
        HttpResponse.json(errorBody('Boom', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user, router } = renderLogin();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/Email/), 'sam@campus.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP. Try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
