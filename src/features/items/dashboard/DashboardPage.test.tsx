import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { loggedInState, renderWithProviders } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import { notificationReceived } from '../../../app/realtimeActions';
import DashboardPage from './DashboardPage';
import { DASHBOARD_RELOAD_DEBOUNCE_MS } from './dashboardListeners';
import type { RootState } from '../../../app/store';

jest.setTimeout(20000);

// Sam (the default mock caller) posted item-04/05/08/13/17/21 and claimed item-03/11/16.
const renderDashboard = (over: Partial<RootState> = {}) =>
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: { ...loggedInState(), ...over },
  });

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

/** When each request for my items started (Date.now()). */
function myItemsRequestTimes() {
  const times: number[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/users/me/items')) times.push(Date.now());
  });
  return times;
}

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
  server.events.removeAllListeners('request:start');
});

describe('DashboardPage', () => {
  it('greets a returning user "Welcome back" and a new account (first sign-in) "Welcome"', async () => {
    const { unmount } = renderDashboard();
    expect(await screen.findByText(/^Welcome back, Sam Student\./)).toBeInTheDocument();
    unmount();
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      routeState: { firstSignIn: true },
      preloadedState: loggedInState(),
    });
    expect(await screen.findByText(/^Welcome, Sam Student\./)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('lists my items with the links, and remembers the card view', async () => {
    const { user, store } = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Dorm Room Keys' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My items' }).children).toHaveLength(9);
    for (const [name, href] of [
      ['Add New Item', '/items/create'],
      ['Profile', '/profile'],
      ['Messages', '/conversations'],
      ['Notifications', '/notifications'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(store.getState().preferences.dashboardView).toBe('card');
    expect(screen.queryByRole('list', { name: 'My items' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    await waitFor(() => expect(window.localStorage.getItem('persist:lostfound')).toContain('card'));
  });

  it('links keepers and admins, not other users, to the label sheet (docs/product.md#labels)', async () => {
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print Labels' })).not.toBeInTheDocument();
  });

  it.each(['keeper', 'admin'])('shows a %s the Print Labels link', async (role) => {
    const me = { id: `u-${role}`, name: role, email: `${role}@campus.edu`, role };
    renderDashboard({ session: { token: `mock-token-${me.id}`, user: me } });
    expect(await screen.findByRole('link', { name: 'Print Labels' })).toHaveAttribute(
      'href',
      '/office/labels',
    );
  });

  it('starts in the saved card view', async () => {
    renderDashboard({ preferences: { theme: null, dashboardView: 'card' } });
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('deletes an item only after confirmation', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Dorm Room Keys' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.items.find((i) => i._id === 'item-04')?.isActive).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete Dorm Room Keys' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Item?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Item deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Dorm Room Keys' })).not.toBeInTheDocument(),
    );
    expect(world.items.find((i) => i._id === 'item-04')?.isActive).toBe(false);
  });

  it('toasts a failed delete', async () => {
    server.use(
      http.delete(apiPath('/items/:id'), () =>
        HttpResponse.json(errorBody('Not your item', 'FORBIDDEN'), { status: 403 }),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Dorm Room Keys' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete item: Not your item')).toBeInTheDocument();
  });

  it('gives the claimant the code entry and never Generate OTP', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: 'iPhone 14 in Green Case' });
    const claimed = row('iPhone 14 in Green Case');
    expect(within(claimed).getByRole('button', { name: 'Mark as Returned' })).toBeInTheDocument();
    expect(within(claimed).queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(within(claimed).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    // Sam posted the Claimed passport: he generates, he does not enter a code.
    const posted = row('Passport');
    expect(within(posted).getByRole('button', { name: 'Generate OTP' })).toBeInTheDocument();
    expect(
      within(posted).queryByRole('button', { name: 'Mark as Returned' }),
    ).not.toBeInTheDocument();
  });

  it('edits an item inline', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Edit Dorm Room Keys' }));
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Front desk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(await screen.findByText(/Front desk/)).toBeInTheDocument();
  });

  it('shows numbered pagination with more than one page', async () => {
    const item = world.items[3];
    server.use(
      http.get(apiPath('/users/me/items'), () =>
        HttpResponse.json({
          items: [item],
          pagination: { currentPage: 1, totalPages: 3, totalResults: 21, limit: 10 },
        }),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
  });

  it('reloads my items once, 300 ms after a burst of live notifications', async () => {
    const requests = myItemsRequestTimes();
    const { store } = renderDashboard();
    await screen.findByRole('link', { name: 'Dorm Room Keys' });
    const before = requests.length;
    const burst = Date.now();
    // In act(...): each notification is also toasted and announced.
    act(() => {
      for (let i = 0; i < 3; i += 1) {
        store.dispatch(
          notificationReceived({
            _id: `n${i}`,
            userId: 'u-student',
            message: 'Your item was claimed',
            type: 'item',
            createdAt: '',
          }),
        );
      }
    });
    expect(requests).toHaveLength(before);
    await waitFor(() => expect(requests).toHaveLength(before + 1));
    // Not sooner than the debounce after the burst: a busy machine only makes it later (the
    // 10 ms are the clocks' and timers' rounding).
    expect(requests[before]! - burst).toBeGreaterThanOrEqual(DASHBOARD_RELOAD_DEBOUNCE_MS - 10);
    // The page has the reload's answer before the test ends.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some((query) => query?.status === 'pending'),
      ).toBe(false),
    );
  });
});
