import type { NotificationEvent } from '../../../shared/realtimeEvents';
import type { AppDispatch } from '../../app/store';
import { messageReceived, notificationReceived } from '../../app/realtimeActions';
import { api } from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { connectionChanged, pongReceived } from './realtimeSlice';
import { PING_INTERVAL_MS, type AppSocket } from './socketClient';

/** SPEC §8 texts. */
export const socketTexts = {
  connectError: (message?: string) =>
    `WebSocket connection error: ${message || 'Unable to connect to server'}. Retrying...`,
  serverDisconnect: 'Server disconnected. Attempting to reconnect...',
  errorDefault: 'An error occurred',
};

/** SPEC §3: a live notification's type defaults to info; its id is assigned from the time. */
export function normalizeNotification(payload: Partial<NotificationEvent>): NotificationEvent {
  const now = Date.now();
  return {
    _id: payload._id || `live-${now}`,
    message: payload.message ?? '',
    type: payload.type || 'info',
    itemId: payload.itemId ?? null,
    createdAt: payload.createdAt || new Date(now).toISOString(),
  };
}

/**
 * Wires one socket's events into Redux: server events become actions, connection trouble
 * becomes toasts. `rooms` are the conversations the open pages joined, re-joined after a
 * reconnect (the server forgets a dropped socket's rooms).
 */
export function bindSocketEvents(
  socket: AppSocket,
  dispatch: AppDispatch,
  userId: string,
  rooms: ReadonlySet<string>,
): () => void {
  let ping: ReturnType<typeof setInterval> | undefined;
  const stopPing = () => {
    if (ping !== undefined) clearInterval(ping);
    ping = undefined;
  };

  socket.on('connect', () => {
    dispatch(connectionChanged('connected'));
    socket.emit('joinUserRoom', userId);
    rooms.forEach((id) => socket.emit('joinConversation', id));
    stopPing();
    ping = setInterval(() => socket.emit('ping'), PING_INTERVAL_MS);
  });
  socket.on('disconnect', (reason) => {
    stopPing();
    dispatch(connectionChanged('disconnected'));
    // After a server-side disconnect socket.io does not reconnect by itself.
    if (reason === 'io server disconnect') {
      showToast(socketTexts.serverDisconnect, 'warning');
      // The server drops sockets when the session ends (logout elsewhere, deactivation): ask
      // once; a 401 there starts the session-expired flow instead of endless reconnects.
      void dispatch(
        api.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      socket.connect();
    }
  });
  socket.on('connect_error', (error) => {
    dispatch(connectionChanged('disconnected'));
    showToast(socketTexts.connectError(error?.message), 'error');
  });
  socket.on('newNotification', (payload) =>
    dispatch(notificationReceived(normalizeNotification(payload ?? {}))),
  );
  socket.on('receiveMessage', (message) => {
    if (message?._id && message.conversation) dispatch(messageReceived(message));
  });
  socket.on('errorMessage', (text) =>
    showToast(typeof text === 'string' && text ? text : socketTexts.errorDefault, 'error'),
  );
  socket.on('pong', () => dispatch(pongReceived(Date.now())));

  return stopPing;
}
