import { createAction } from '@reduxjs/toolkit';
import type {
  ItemChangedEvent,
  MessageEvent,
  NotificationEvent,
  SessionEndReason,
} from '../../shared/realtimeEvents';

/*
 * Socket events as Redux actions (docs/architecture.md: "Socket events enter Redux as actions").
 * The realtime listener (app/realtime) dispatches them; the features react (a feature never
 * imports another feature, nor the socket).
 */

/**
 * A live notification (id, type and time already filled in by the client when missing): a
 * newNotification, or the notification a receiveMessage carries to the message's receiver. The
 * server sends a message's notification both ways; it is dispatched once (app/realtime/socketEvents).
 */
export const notificationReceived = createAction<NotificationEvent>(
  'realtime/notificationReceived',
);

/**
 * An item the user is concerned with changed status (a hand-over, at the counter or with the
 * code): the item page open on it fetches it again (docs/product.md#counter-hand-over).
 */
export const itemChangedReceived = createAction<ItemChangedEvent>('realtime/itemChangedReceived');

/** A message pushed to one of the user's conversations (also the sender's own copy). */
export const messageReceived = createAction<MessageEvent>('realtime/messageReceived');

/**
 * The server ended this session (logout elsewhere, deactivation, account deletion, a password or
 * email change) and says why, just before it drops the socket.
 */
export const sessionEndedReceived = createAction<SessionEndReason>('realtime/sessionEndedReceived');
