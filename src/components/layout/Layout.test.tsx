import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { loggedInState, renderApp, testUser } from '../../test/renderWithProviders';

// An unknown path keeps these tests on the layout (404 page) and off other features' pages.
const route = '/no/such/page';

describe('navbar', () => {
  it('shows Login and Register links when logged out, plus the brand and the footer', async () => {
    renderApp({ route });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lost & Found/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('© 2025 Lost & Found. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
  });

  it('shows the common links when logged in, without Admin Dashboard for a user', async () => {
    renderApp({ route, preloadedState: loggedInState() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const expected: [string | RegExp, string][] = [
      ['Home', '/'],
      // Its name also carries the unread count: "Notifications (7 unread)".
      [/^Notifications/, '/notifications'],
      ['Post Item', '/items/create'],
      ['Conversations', '/conversations'],
      ['User Dashboard', '/dashboard'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each(['admin', 'Admin', 'administrator'])(
    'shows Admin Dashboard for role %s',
    async (role) => {
      renderApp({ route, preloadedState: loggedInState(testUser({ role })) });
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
        'href',
        '/admin',
      );
    },
  );

  it('shows the uppercased first letter of the name on the avatar, and name and email in its menu', async () => {
    const { user } = renderApp({
      route,
      preloadedState: loggedInState(testUser({ name: 'zoe Zed' })),
    });
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent(/^Z$/);
    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('zoe Zed')).toBeInTheDocument();
    expect(within(menu).getByText('sam@campus.edu')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('falls back to "U" and "User" without a name', async () => {
    const { user } = renderApp({ route, preloadedState: loggedInState(testUser({ name: '' })) });
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveTextContent(/^U$/);
    await user.click(avatar);
    expect(within(await screen.findByRole('menu')).getByText('User')).toBeInTheDocument();
  });

  it('logs out: revokes the server session with the token, clears it, toasts, goes to /login', async () => {
    let sentToken: string | null = null;
    server.use(
      http.post(apiPath('/auth/logout'), ({ request }) => {
        sentToken = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { user, store, router } = renderApp({ route, preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toEqual({ token: null, user: null });
    await waitFor(() => expect(sentToken).toBe('test-token'));
  });

  it('logs out locally even when the server call fails', async () => {
    server.use(
      http.post(apiPath('/auth/logout'), () =>
        HttpResponse.json(errorBody('Boom', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user, store, router } = renderApp({ route, preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('does not remember the protected page it logged out from', async () => {
    const { user, router } = renderApp({ route: '/dashboard', preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // No `from`: only the mark that the session is ending, so the form shows (not a redirect).
    expect(router.state.location.state).toEqual({ signedOut: true });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a side menu with the same links and a logout button', async () => {
    const { user, router } = renderApp({ route, preloadedState: loggedInState() });
    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    for (const name of ['Home', 'Notifications', 'Post Item', 'Conversations', 'User Dashboard']) {
      expect(within(side).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(side).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('toggles the theme between dark and light and persists the choice', async () => {
    const { user, store } = renderApp({ route });
    const toggle = await screen.findByRole('button', { name: 'Toggle theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(store.getState().preferences.theme).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:lostfound')).toContain('\\"theme\\":\\"dark\\"'),
    );
    await user.click(toggle);
    expect(store.getState().preferences.theme).toBe('light');
  });

  it('shows "Loading..." until the saved session is restored, then the links', async () => {
    window.localStorage.setItem(
      'persist:lostfound',
      JSON.stringify({
        session: JSON.stringify({ token: 'saved-token', user: testUser({ name: 'Robin' }) }),
        preferences: JSON.stringify({ theme: 'light', dashboardView: 'list' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store } = renderApp({ route });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('R');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(store.getState().session.token).toBe('saved-token');
  });

  it('keeps a logged-in reload of a protected page on that page', async () => {
    window.localStorage.setItem(
      'persist:lostfound',
      JSON.stringify({
        session: JSON.stringify({ token: 'saved-token', user: testUser() }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { router } = renderApp({ route: '/dashboard' });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
