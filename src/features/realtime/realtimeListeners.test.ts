import { EventEmitter } from 'node:events';
import { waitFor } from '@testing-library/react';
import { api } from '../../api/enhancedApi';
import { conversationJoined, conversationLeft } from '../../app/realtimeActions';
import { loggedIn, loggedOut } from '../../app/sessionSlice';
import { makeStore } from '../../app/store';
import { showToast } from '../../app/toasts';
import { loggedInState, testUser } from '../../test/renderWithProviders';
import { disconnectRealtime } from './realtimeListeners';
import { loadSocketIoFactory, setSocketFactory } from './socketClient';

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
jest.mock('../../app/toasts', () => ({ showToast: jest.fn() }));

let sockets: FakeSocket[] = [];
const user = testUser();

// The real socket.io factory, with socket.io-client mocked (Jest's default never connects).
beforeAll(async () => setSocketFactory(await loadSocketIoFactory()));
afterAll(() => setSocketFactory(null));

beforeEach(() => {
  sockets = [];
  mockIo.mockReset().mockImplementation(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  jest.mocked(showToast).mockClear();
});
afterEach(() => disconnectRealtime());

/** A store logged in through the login action, with its socket opened (and connected). */
async function opened() {
  const store = makeStore();
  store.dispatch(loggedIn({ token: 'tok-1', user }));
  await waitFor(() => expect(sockets).toHaveLength(1));
  return { store, socket: sockets[0] };
}

async function connected() {
  const { store, socket } = await opened();
  socket.receive('connect');
  return { store, socket };
}

describe('realtime socket lifecycle', () => {
  it('connects on login with the token, websocket transport and the reconnection settings', async () => {
    const { store, socket } = await connected();
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
    expect(store.getState().realtime.status).toBe('connected');
  });

  it('connects for a session restored from storage (REHYDRATE)', async () => {
    makeStore(loggedInState());
    await waitFor(() => expect(mockIo).toHaveBeenCalledTimes(1));
    expect(mockIo.mock.calls[0][1]).toMatchObject({ auth: { token: 'test-token' } });
  });

  it('does not connect without a user', async () => {
    const store = makeStore();
    const rehydrated = () =>
      (store.getState() as { _persist?: { rehydrated: boolean } })._persist?.rehydrated;
    await waitFor(() => expect(rehydrated()).toBe(true));
    expect(mockIo).not.toHaveBeenCalled();
  });

  it('does not connect when the session ends while the socket code is still loading', async () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'tok-1', user }));
    store.dispatch(loggedOut());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockIo).not.toHaveBeenCalled();
    expect(store.getState().realtime.status).toBe('idle');
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
    expect(store.getState().realtime.status).toBe('idle');
  });

  it('joins and leaves conversation rooms, and re-joins them after a reconnect', async () => {
    const { store, socket } = await connected();
    store.dispatch(conversationJoined('conv-01'));
    expect(socket.sentOf('joinConversation')).toEqual([['joinConversation', 'conv-01']]);
    socket.receive('disconnect', 'transport close');
    socket.receive('connect');
    expect(socket.sentOf('joinConversation')).toHaveLength(2);
    store.dispatch(conversationLeft('conv-01'));
    expect(socket.sentOf('leaveConversation')).toEqual([['leaveConversation', 'conv-01']]);
  });
});

describe('socket events', () => {
  it('newNotification: kept in the live list (capped at 10) and toasted', async () => {
    const { store, socket } = await connected();
    socket.receive('newNotification', {
      _id: 'n1',
      message: 'Your item was claimed',
      type: 'item',
      createdAt: '2025-04-01T10:00:00.000Z',
    });
    expect(store.getState().liveNotifications.items[0]).toMatchObject({ _id: 'n1' });
    expect(showToast).toHaveBeenLastCalledWith('Your item was claimed', 'info');

    socket.receive('newNotification', { message: 'Upload failed', type: 'error' });
    expect(showToast).toHaveBeenLastCalledWith('Upload failed', 'error');
    const live = store.getState().liveNotifications.items[0];
    expect(live._id).toMatch(/^live-\d+$/); // the client assigns an id from the time

    socket.receive('newNotification', { message: '' });
    expect(showToast).toHaveBeenLastCalledWith('New notification received', 'info');
    expect(store.getState().liveNotifications.items[0].type).toBe('info');

    for (let i = 0; i < 12; i++) socket.receive('newNotification', { message: `n${i}` });
    expect(store.getState().liveNotifications.items).toHaveLength(10);
  });

  it('errorMessage: the text, else "An error occurred"', async () => {
    const { socket } = await connected();
    socket.receive('errorMessage', 'Not a participant');
    expect(showToast).toHaveBeenLastCalledWith('Not a participant', 'error');
    socket.receive('errorMessage', '');
    expect(showToast).toHaveBeenLastCalledWith('An error occurred', 'error');
  });

  it('connect_error: the SPEC §8 text, with or without a message', async () => {
    const { store, socket } = await connected();
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
    expect(store.getState().realtime.status).toBe('disconnected');
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

  it('pong records the time and shows nothing', async () => {
    const { store, socket } = await connected();
    socket.receive('pong');
    expect(store.getState().realtime.lastPongAt).toEqual(expect.any(Number));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('receiveMessage adds the message to the cached thread once', async () => {
    const { store, socket } = await connected();
    const args = { conversationId: 'conv-01', page: 1, limit: 50 };
    await store.dispatch(api.endpoints.listMessages.initiate(args));
    const before = api.endpoints.listMessages.select(args)(store.getState()).data!.messages.length;
    const message = {
      _id: 'srv-message-1',
      conversation: 'conv-01',
      sender: { _id: 'u-alex', name: 'Alex Rivera' },
      content: 'Still there?',
      createdAt: new Date().toISOString(),
      isRead: false,
    };
    socket.receive('receiveMessage', message);
    socket.receive('receiveMessage', message);
    const after = api.endpoints.listMessages.select(args)(store.getState()).data!.messages;
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual(message);
  });
});
