import { api } from '../../api/enhancedApi';
import {
  itemChangedReceived,
  messageReceived,
  notificationReceived,
  sessionEndedReceived,
} from '../realtimeActions';
import { showToast } from '../toasts';
import { seenNotifications } from './seenNotifications';
import { PING_INTERVAL_MS, type AppSocket } from './socketClient';
import type { AppDispatch } from '../store';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

/** docs/product.md#messages texts. */
export const socketTexts = {
  connectError: (message?: string) =>
    `WebSocket connection error: ${message || 'Unable to connect to server'}. Retrying...`,
  serverDisconnect: 'Server disconnected. Attempting to reconnect...',
  errorDefault: 'An error occurred',
};

/** docs/product.md#notifications: a live notification's type defaults to info; its id is assigned from the time. */
export function normalizeNotification(
  payload: Partial<NotificationEvent>,
  userId = '',
): NotificationEvent {
  const now = Date.now();
  return {
    _id: payload._id || `live-${now}`,
    userId: payload.userId || userId,
    message: payload.message ?? '',
    type: payload.type || 'info',
    itemId: payload.itemId ?? null,
    link: typeof payload.link === 'string' ? payload.link : null,
    ...(typeof payload.count === 'number' ? { count: payload.count } : {}),
    createdAt: payload.createdAt || new Date(now).toISOString(),
  };
}

/**
 * Wires one socket's events into Redux: server events become actions (the features react to
 * those), connection trouble becomes toasts. Returns what stops the ping.
 */
export function bindSocketEvents(
  socket: AppSocket,
  dispatch: AppDispatch,
  userId: string,
): () => void {
  let ping: ReturnType<typeof setInterval> | undefined;
  /** The server said it ended the session: its disconnect is deliberate, not trouble. */
  let ended = false;
  const alreadySeen = seenNotifications();
  /** One action per notification, whichever of its two events comes first. */
  const notification = (payload: Partial<NotificationEvent> | undefined) => {
    if (!payload || alreadySeen(payload)) return;
    dispatch(notificationReceived(normalizeNotification(payload, userId)));
  };
  const stopPing = () => {
    if (ping !== undefined) clearInterval(ping);
    ping = undefined;
  };

  socket.on('connect', () => {
    socket.emit('joinUserRoom', userId);
    stopPing();
    ping = setInterval(() => socket.emit('ping'), PING_INTERVAL_MS);
  });
  socket.on('disconnect', (reason) => {
    stopPing();
    // After a server-side disconnect socket.io does not reconnect by itself.
    if (reason === 'io server disconnect' && !ended) {
      showToast(socketTexts.serverDisconnect, 'warning');
      // The server drops sockets when the session ends (logout elsewhere, deactivation): ask
      // once; a 401 there starts the session-expired flow instead of endless reconnects.
      void dispatch(
        api.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      socket.connect();
    }
  });
  // Sent just before the server drops the socket on purpose (logout, deactivation...).
  socket.on('sessionEnded', (payload) => {
    ended = true;
    dispatch(sessionEndedReceived(payload?.reason));
  });
  socket.on('connect_error', (error) => {
    showToast(socketTexts.connectError(error?.message), 'error');
  });
  socket.on('newNotification', (payload) => notification(payload ?? {}));
  // The receiver's copy carries the notification stored for them, which also comes as a
  // newNotification (docs/architecture.md#realtime): `notification` shows it once.
  socket.on('receiveMessage', (message, carried) => {
    if (message?._id && message.conversation) dispatch(messageReceived(message));
    notification(carried);
  });
  socket.on('itemChanged', (payload) => {
    if (payload?.itemId) dispatch(itemChangedReceived(payload));
  });
  socket.on('errorMessage', (text) =>
    showToast(typeof text === 'string' && text ? text : socketTexts.errorDefault, 'error'),
  );
  // pong needs no handling: the ping only keeps proxies from closing an idle socket.

  return stopPing;
}
