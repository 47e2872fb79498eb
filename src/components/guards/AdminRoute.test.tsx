import { screen, waitFor } from '@testing-library/react';
import { loggedInState, renderApp, testUser } from '../../test/renderWithProviders';
import type { RootState } from '../../app/store';

jest.setTimeout(30_000);

const session = (token: string | null, user: ReturnType<typeof testUser> | null) =>
  ({ session: { token, user } }) as Partial<RootState>;

test('no token → /login', async () => {
  const { router } = renderApp({ route: '/admin' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('a token but no user data → /', async () => {
  const { router } = renderApp({ route: '/admin', preloadedState: session('test-token', null) });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a role other than admin → / (also for /users/:id)', async () => {
  const first = renderApp({ route: '/admin', preloadedState: loggedInState(testUser()) });
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
  first.unmount();

  const keeper = loggedInState(testUser({ role: 'keeper' }));
  const second = renderApp({ route: '/users/u-001', preloadedState: keeper });
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
});

test.each(['admin', 'Admin', 'administrator'])(
  'role %s opens the admin dashboard',
  async (role) => {
    const { router } = renderApp({
      route: '/admin',
      preloadedState: loggedInState(testUser({ id: 'u-admin', role })),
    });
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  },
);
