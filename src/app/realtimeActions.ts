import { createAction } from '@reduxjs/toolkit';
import type { MessageEvent, NotificationEvent } from '../../shared/realtimeEvents';

/*
 * Socket events as Redux actions (docs/architecture.md: "Socket events enter Redux as actions").
 * The realtime listener (app/realtime) dispatches them; the features react (a feature never
 * imports another feature, nor the socket).
 */

/**
 * A live notification (id, type and time already filled in by the client when missing): a
 * newNotification, or the notification a receiveMessage carries to the message's receiver.
 */
export const notificationReceived = createAction<NotificationEvent>(
  'realtime/notificationReceived',
);

/** A message pushed to one of the user's conversations (also the sender's own copy). */
export const messageReceived = createAction<MessageEvent>('realtime/messageReceived');
