import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notificationReceived } from '../../app/realtimeActions';
import { resetToastDedupe } from '../../app/toasts';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld, world } from '../../mocks/world';
import { addMockNotification } from '../../mocks/handlers/talk';
import { server } from '../../mocks/server';
import { loggedInState, renderApp, renderWithProviders } from '../../test/renderWithProviders';
import NotificationsPage from './NotificationsPage';

const renderPage = () =>
  renderWithProviders(<NotificationsPage />, {
    route: '/notifications',
    path: '/notifications',
    preloadedState: loggedInState(),
  });

const rows = () =>
  within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

describe('NotificationsPage', () => {
  it('pages through my notifications, 10 per page', async () => {
    const { user } = renderPage();
    expect(
      await screen.findByText('Priya Shah replied about "Blue Backpack".'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(
      await screen.findByText('Reminder: "Yoga Mat" is still listed as Lost.'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
  });

  it('marks one notification as read with the user id in the body', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/read'))
        body = await request.clone().json();
    });
    const { user } = renderPage();
    const text = await screen.findByText('Someone claimed your item "Passport".');
    const row = text.closest('li')!;
    expect(row).toHaveAttribute('data-unread', 'true');
    const before = screen.getAllByRole('button', { name: 'Mark as Read' }).length;
    await user.click(within(row).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Mark as Read' })).toHaveLength(before - 1),
    );
    expect(body).toEqual({ id: 'u-student', read: true });
    server.events.removeAllListeners('request:start');
  });

  it('marks all as read', async () => {
    const { user } = renderPage();
    await screen.findAllByRole('button', { name: 'Mark as Read' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('You are all caught up')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    server.use(
      http.get(apiPath('/notifications'), () =>
        HttpResponse.json({
          success: true,
          data: {
            notifications: [],
            pagination: { currentPage: 1, totalPages: 1, totalResults: 0, limit: 10 },
            unreadCount: 0,
          },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No notifications available')).toBeInTheDocument();
  });

  it('reports load and mark-as-read failures', async () => {
    server.use(
      http.put(apiPath('/notifications/:id/read'), () =>
        HttpResponse.json(errorBody('Notification not found', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    const { user } = renderPage();
    const [first] = await screen.findAllByRole('button', { name: 'Mark as Read' });
    await user.click(first);
    expect(
      await screen.findByText('Failed to mark as read: Notification not found'),
    ).toBeInTheDocument();

    server.use(
      http.get(apiPath('/notifications'), () =>
        HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText('Failed to load notifications: Database unavailable'),
    ).toBeInTheDocument();
  });

  it('shows a live notification as a toast and refreshes the list', async () => {
    const { store } = renderPage();
    await screen.findByText('Priya Shah replied about "Blue Backpack".');
    const live = addMockNotification('u-student', 'Alex Rivera sent you a message');
    act(() => {
      store.dispatch(notificationReceived({ ...live, message: live.message }));
    });
    // The toast, and the refetched list (newest first) both show it.
    await waitFor(() =>
      expect(screen.getAllByText('Alex Rivera sent you a message')).toHaveLength(2),
    );
    expect(rows()[0]).toHaveTextContent('Alex Rivera sent you a message');

    act(() => {
      store.dispatch(
        notificationReceived({
          _id: 'live-1',
          userId: 'u-student',
          message: '',
          type: 'info',
          createdAt: live.createdAt,
        }),
      );
    });
    expect(await screen.findByText('New notification received')).toBeInTheDocument();
  });

  it('each notification opens its item or thread, and is marked read on the way', async () => {
    const { user, router } = renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      path: '/notifications',
      preloadedState: loggedInState(),
      extraRoutes: [
        { path: '/items/:id', element: <p>Item page</p> },
        { path: '/messages/:id', element: <p>Thread page</p> },
      ],
    });
    await user.click(
      await screen.findByRole('link', { name: /Someone claimed your item "Passport"/ }),
    );
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/items/item-08');
    await act(() => router.navigate('/notifications'));
    const row = await screen.findByRole('link', {
      name: /New message from Alex Rivera about "iPhone 14 in Green Case"/,
    });
    await user.click(row);
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/conv-01');
  });

  it('shows a live possible match as a toast, lists it, and opens the matched item', async () => {
    const { store, user, router } = renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      path: '/notifications',
      preloadedState: loggedInState(),
      extraRoutes: [{ path: '/items/:id', element: <p>Item page</p> }],
    });
    await screen.findByText('Priya Shah replied about "Blue Backpack".');
    const text = 'Possible match for your lost item "Laptop Charger": "Wireless Mouse"';
    const live = addMockNotification('u-student', text, 'match', {
      itemId: 'item-20',
      link: '/items/item-20',
    });
    act(() => {
      store.dispatch(notificationReceived(live));
    });
    // The toast, and the refetched list (newest first) both show it.
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent(`${text}match`);
    await user.click(screen.getByRole('link', { name: new RegExp(text) }));
    expect(await screen.findByText('Item page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/items/item-20');
    await waitFor(() =>
      expect(world.notifications.find((n) => n._id === live._id)?.isRead).toBe(true),
    );
  });

  it('the navbar shows the unread count', async () => {
    renderApp({ route: '/notifications', preloadedState: loggedInState() });
    // The desktop link and the phone's bell say the same.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Notifications (7 unread)' })).toHaveLength(2),
    );
  });
});
