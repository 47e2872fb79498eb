import { EventEmitter } from 'node:events';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/router';
import { makeStore } from '../../app/store';
import { loggedOut } from '../../app/sessionSlice';
import { world } from '../../mocks/world';
import { loggedInState } from '../../test/renderWithProviders';
import type { AppSocket } from '../../app/realtime/socketClient';
import type { Notification } from '../../api/enhancedApi';
import type { AppStore } from '../../app/store';

/*
 * docs/architecture.md#realtime: the receiver of a message gets its notification twice, in
 * `receiveMessage` and as `newNotification`, in either order. The screen shows it once.
 */

/** The server's side of a socket.io client: `receive` plays an event from the server. */
class FakeSocket extends EventEmitter {
  connected = true;
  connect = () => this;
  disconnect = () => this;
  override emit(): boolean {
    return true;
  }
  receive(event: string, ...args: unknown[]) {
    act(() => void super.emit(event, ...args));
  }
}

let socket: FakeSocket | null = null;
let store: AppStore | null = null;

/** The whole app at /notifications, signed in as Sam Student, with a fake socket. */
async function openNotifications() {
  store = makeStore(loggedInState(), {
    loadSocketFactory: async () => () => {
      socket = new FakeSocket();
      return socket as unknown as AppSocket;
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/notifications'] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  expect(await screen.findByText('No notifications available')).toBeInTheDocument();
  await waitFor(() => expect(socket).not.toBeNull());
  return socket!;
}

afterEach(() => {
  store?.dispatch(loggedOut());
  store = null;
  socket = null;
});

const THREAD = { itemId: 'item-03', link: '/messages/conv-01' };
const text = (count: number) =>
  count === 1
    ? 'New message from Alex Rivera about "iPhone 14 in Green Case"'
    : `${count} new messages from Alex Rivera about "iPhone 14 in Green Case"`;

/** What the server does for a message from Alex: stores (or bumps) the grouped row. */
function storeMessageNotification(): Notification {
  const mine = world.notifications;
  const row = mine.find((n) => n.link === THREAD.link && !n.isRead);
  const createdAt = new Date(Date.now() + mine.length).toISOString();
  if (row) {
    row.count = (row.count ?? 1) + 1;
    row.message = text(row.count);
    row.createdAt = createdAt;
    return row;
  }
  const added: Notification = {
    _id: 'n-msg-live-1',
    userId: 'u-student',
    message: text(1),
    type: 'message',
    ...THREAD,
    count: 1,
    isRead: false,
    createdAt,
  };
  world.notifications.push(added);
  return added;
}

/** Both events the receiver's socket gets for one message, in the given order. */
function deliver(
  to: FakeSocket,
  n: number,
  order: 'receiveMessage first' | 'newNotification first',
) {
  const stored = storeMessageNotification();
  const { isRead: _isRead, ...notification } = stored;
  const message = {
    _id: `msg-live-${n}`,
    conversation: 'conv-01',
    sender: { _id: 'u-alex', name: 'Alex Rivera' },
    content: `Message ${n}`,
    createdAt: stored.createdAt,
    isRead: false,
  };
  const events: [string, ...unknown[]][] = [
    ['receiveMessage', message, { ...notification }],
    ['newNotification', { ...notification }],
  ];
  if (order === 'newNotification first') events.reverse();
  for (const [event, ...args] of events) to.receive(event, ...args);
  return stored;
}

const toastsSaying = (message: string) =>
  screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(message));
const rows = () =>
  within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const unreadBadges = (count: number) =>
  screen.queryAllByRole('link', { name: `Notifications (${count} unread)` });
/** Lets a second (wrong) toast or refetch happen before counting. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe.each(['receiveMessage first', 'newNotification first'] as const)(
  'a message notification arriving twice (%s)',
  (order) => {
    beforeEach(() => {
      world.notifications = [];
    });

    it('shows one toast, one list entry and an unread count of 1', async () => {
      const live = await openNotifications();
      deliver(live, 1, order);

      await waitFor(() => expect(toastsSaying(text(1))).toHaveLength(1));
      await waitFor(() => expect(rows()).toHaveLength(1));
      // The desktop link and the phone's bell.
      await waitFor(() => expect(unreadBadges(1)).toHaveLength(2));
      await settle();
      expect(toastsSaying(text(1))).toHaveLength(1);
      expect(rows()).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent(text(1));
      expect(screen.getByText('1 unread')).toBeInTheDocument();
    });

    it("a second message bumps the conversation's row (same id): one more toast, still one entry", async () => {
      const live = await openNotifications();
      deliver(live, 1, order);
      await waitFor(() => expect(toastsSaying(text(1))).toHaveLength(1));
      const bumped = deliver(live, 2, order);
      expect(bumped._id).toBe('n-msg-live-1');

      await waitFor(() => expect(toastsSaying(text(2))).toHaveLength(1));
      await waitFor(() => expect(rows()[0]).toHaveTextContent(text(2)));
      await settle();
      expect(toastsSaying(text(2))).toHaveLength(1);
      expect(toastsSaying(text(1))).toHaveLength(1);
      expect(rows()).toHaveLength(1);
      expect(unreadBadges(1)).toHaveLength(2);
    });
  },
);
