import { EventEmitter } from 'node:events';
import { waitFor } from '@testing-library/react';
import { api } from '../../api/enhancedApi';
import { loggedIn, loggedOut } from '../sessionSlice';
import { makeStore, type AppStore, type RootState } from '../store';
import { showToast } from '../toasts';
import { loggedInState, testUser } from '../../test/renderWithProviders';
import { normalizeNotification } from './socketEvents';
import { loadSocketIoFactory } from './socketClient';

/** A socket.io client stand-in: `emit` records what the client sends, `receive` plays the server. */
class FakeSocket extends EventEmitter {
  connected = false;
  sent: unknown[][] = [];
  connect = jest.fn(() => this);
  disconnect = jest.fn(() => {
    this.connected = false;
    return this;
  });
  override emit(event: string, ...args: unknown[]): boolean {
    this.sent.push([event, ...args]);
    return true;
  }
  receive(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    return super.emit(event, ...args);
  }
  sentOf = (event: string) => this.sent.filter(([name]) => name === event);
}

const mockIo = jest.fn();
jest.mock('socket.io-client', () => ({ io: (...args: unknown[]) => mockIo(...args) }));
jest.mock('../toasts', () => ({ showToast: jest.fn() }));

let sockets: FakeSocket[] = [];
let stores: AppStore[] = [];
const user = testUser();

/** A store with the real socket.io factory injected (socket.io-client itself is mocked). */
function storeWithSocket(preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState, { loadSocketFactory: loadSocketIoFactory });
  stores.push(store);
  return store;
}

beforeEach(() => {
  sockets = [];
  mockIo.mockReset().mockImplementation(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  jest.mocked(showToast).mockClear();
});
// Logging out closes each store's socket (and its ping timer).
afterEach(() => {
  stores.forEach((store) => store.dispatch(loggedOut()));
  stores = [];
});

/** A store logged in through the login action, with its socket opened (and connected). */
async function opened() {
  const store = storeWithSocket();
  store.dispatch(loggedIn({ token: 'tok-1', user }));
  await waitFor(() => expect(sockets).toHaveLength(1));
  return { store, socket: sockets[0] };
}

/** A message pushed in conv-01 (a mocked thread) from its other participant. */
const fromAlex = (_id: string, content: string) => ({
  _id,
  conversation: 'conv-01',
  sender: { _id: 'u-alex', name: 'Alex Rivera' },
  content,
  createdAt: new Date().toISOString(),
  isRead: false,
});

async function connected() {
  const { store, socket } = await opened();
  socket.receive('connect');
  return { store, socket };
}

describe('realtime socket lifecycle', () => {
  it('connects on login with the token, websocket transport and the reconnection settings', async () => {
    const { socket } = await connected();
    expect(mockIo).toHaveBeenCalledWith(
      window.location.origin,
      expect.objectContaining({
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: 'tok-1' },
        query: { userId: user.id },
        reconnectionAttempts: 10,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        timeout: 30000,
      }),
    );
    expect(socket.sentOf('joinUserRoom')).toEqual([['joinUserRoom', user.id]]);
  });

  it('connects for a session restored from storage (REHYDRATE)', async () => {
    storeWithSocket(loggedInState());
    await waitFor(() => expect(mockIo).toHaveBeenCalledTimes(1));
    expect(mockIo.mock.calls[0][1]).toMatchObject({ auth: { token: 'test-token' } });
  });

  it('does not connect without a user', async () => {
    const store = storeWithSocket();
    const rehydrated = () =>
      (store.getState() as { _persist?: { rehydrated: boolean } })._persist?.rehydrated;
    await waitFor(() => expect(rehydrated()).toBe(true));
    expect(mockIo).not.toHaveBeenCalled();
  });

  it('does not connect when the session ends while the socket code is still loading', async () => {
    const store = storeWithSocket();
    store.dispatch(loggedIn({ token: 'tok-1', user }));
    store.dispatch(loggedOut());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockIo).not.toHaveBeenCalled();
  });

  it('pings every 30 seconds while connected, and stops on disconnect', async () => {
    const { socket } = await opened();
    jest.useFakeTimers();
    try {
      socket.receive('connect');
      jest.advanceTimersByTime(29_999);
      expect(socket.sentOf('ping')).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(socket.sentOf('ping')).toHaveLength(1);
      jest.advanceTimersByTime(30_000);
      expect(socket.sentOf('ping')).toHaveLength(2);
      socket.receive('disconnect', 'transport close');
      jest.advanceTimersByTime(90_000);
      expect(socket.sentOf('ping')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('disconnects on logout', async () => {
    const { store, socket } = await connected();
    store.dispatch(loggedOut());
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('never opens a socket in a store made without realtime', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'tok-1', user }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockIo).not.toHaveBeenCalled();
  });

  it('gives each store its own socket', async () => {
    const { socket } = await opened();
    const other = storeWithSocket();
    other.dispatch(loggedIn({ token: 'tok-2', user }));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(socket.disconnect).not.toHaveBeenCalled();
    other.dispatch(loggedOut());
    expect(sockets[1].disconnect).toHaveBeenCalled();
    expect(socket.disconnect).not.toHaveBeenCalled();
  });
});

describe('socket events', () => {
  it('newNotification: toasted (type "error" as an error, else info)', async () => {
    const { socket } = await connected();
    socket.receive('newNotification', {
      _id: 'n1',
      message: 'Your item was claimed',
      type: 'item',
      createdAt: '2025-04-01T10:00:00.000Z',
    });
    expect(showToast).toHaveBeenLastCalledWith('Your item was claimed', 'info');

    socket.receive('newNotification', { message: 'Upload failed', type: 'error' });
    expect(showToast).toHaveBeenLastCalledWith('Upload failed', 'error');

    socket.receive('newNotification', { message: '' });
    expect(showToast).toHaveBeenLastCalledWith('New notification received', 'info');
  });

  it('a live notification without id or type gets one from the time, and type info', () => {
    const live = normalizeNotification({ message: 'Upload failed' });
    expect(live._id).toMatch(/^live-\d+$/);
    expect(live.type).toBe('info');
    expect(normalizeNotification({ message: 'x' }, 'u1').userId).toBe('u1');
    expect(normalizeNotification({ userId: 'u2' }, 'u1').userId).toBe('u2');
    expect(normalizeNotification({ _id: 'n1', type: 'item' })).toMatchObject({
      _id: 'n1',
      type: 'item',
    });
  });

  it('errorMessage: the text, else "An error occurred"', async () => {
    const { socket } = await connected();
    socket.receive('errorMessage', 'Not a participant');
    expect(showToast).toHaveBeenLastCalledWith('Not a participant', 'error');
    socket.receive('errorMessage', '');
    expect(showToast).toHaveBeenLastCalledWith('An error occurred', 'error');
  });

  it('connect_error: the product text, with or without a message', async () => {
    const { socket } = await connected();
    socket.receive('connect_error', new Error('Invalid session'));
    expect(showToast).toHaveBeenLastCalledWith(
      'WebSocket connection error: Invalid session. Retrying...',
      'error',
    );
    socket.receive('connect_error', new Error(''));
    expect(showToast).toHaveBeenLastCalledWith(
      'WebSocket connection error: Unable to connect to server. Retrying...',
      'error',
    );
  });

  it('a server-side disconnect warns and reconnects', async () => {
    const { socket } = await connected();
    socket.receive('disconnect', 'io server disconnect');
    expect(showToast).toHaveBeenLastCalledWith(
      'Server disconnected. Attempting to reconnect...',
      'warning',
    );
    expect(socket.connect).toHaveBeenCalled();
  });

  it('pong shows nothing', async () => {
    const { socket } = await connected();
    socket.receive('pong');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('receiveMessage adds the message to the cached thread once', async () => {
    const { store, socket } = await connected();
    const args = { conversationId: 'conv-01', page: 1, limit: 50 };
    await store.dispatch(api.endpoints.listMessages.initiate(args));
    const before = api.endpoints.listMessages.select(args)(store.getState()).data!.messages.length;
    const message = fromAlex('srv-message-1', 'Still there?');
    socket.receive('receiveMessage', message);
    socket.receive('receiveMessage', message);
    const after = api.endpoints.listMessages.select(args)(store.getState()).data!.messages;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual(message);
  });

  it("receiveMessage with a notification (the receiver's copy): thread, toast and list", async () => {
    const { store, socket } = await connected();
    const args = { conversationId: 'conv-01', page: 1, limit: 50 };
    await store.dispatch(api.endpoints.listMessages.initiate(args));
    const notes = { page: 1, limit: 10 };
    await store.dispatch(api.endpoints.listNotifications.initiate(notes));
    const before = api.endpoints.listMessages.select(args)(store.getState()).data!.messages.length;
    const message = fromAlex('srv-message-2', 'Found it!');
    const notification = {
      _id: 'n-msg-1',
      message: 'New message from Alex Rivera about "iPhone 14 in Green Case"',
      type: 'message',
      itemId: 'item-03',
      createdAt: new Date().toISOString(),
    };
    socket.receive('receiveMessage', message, notification);
    const after = api.endpoints.listMessages.select(args)(store.getState()).data!.messages;
    expect(after).toHaveLength(before + 1);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenLastCalledWith(notification.message, 'info');
    // The notifications list is fetched again (it shows the stored notification).
    await waitFor(() =>
      expect(api.endpoints.listNotifications.select(notes)(store.getState()).isLoading).toBe(true),
    );
  });

  it("receiveMessage without a notification (the sender's own tabs) shows no toast", async () => {
    const { socket } = await connected();
    socket.receive('receiveMessage', {
      ...fromAlex('srv-message-3', 'Mine'),
      sender: { _id: user.id, name: user.name },
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    ['deactivated', 'Your account has been deactivated. Contact an administrator for help.'],
    ['deleted', 'Your account has been deleted'],
    ['logout', 'Logged out successfully!'],
  ])(
    'sessionEnded (%s): one clear message, the session cleared, no reconnect',
    async (reason, text) => {
      const { store, socket } = await connected();
      socket.receive('sessionEnded', { reason });
      socket.receive('disconnect', 'io server disconnect');
      expect(showToast).toHaveBeenCalledTimes(1);
      expect(showToast).toHaveBeenCalledWith(text, expect.any(String));
      expect(store.getState().session.token).toBeNull();
      expect(socket.connect).not.toHaveBeenCalled();
      expect(socket.disconnect).toHaveBeenCalled();
    },
  );

  it('sessionEnded with an unknown reason still ends the session, with a plain text', async () => {
    const { store, socket } = await connected();
    socket.receive('sessionEnded', { reason: 'somethingNew' });
    expect(showToast).toHaveBeenCalledWith(
      'Your session has ended. Please log in again.',
      'warning',
    );
    expect(store.getState().session.token).toBeNull();
  });
});
