import { createAction } from '@reduxjs/toolkit';
import type { MessageEvent, NotificationEvent } from '../../shared/realtimeEvents';

/*
 * Socket events as Redux actions (ARCHITECTURE: "Socket events enter Redux as actions"). They
 * live in app/ because they cross features: the realtime listener dispatches the *Received
 * actions, and pages dispatch the conversation actions that the realtime listener turns into
 * socket emits (a feature never imports another feature).
 */

/** A live notification (id, type and time already filled in by the client when missing). */
export const notificationReceived = createAction<NotificationEvent>(
  'realtime/notificationReceived',
);

/** A message pushed to one of the user's conversations (also the sender's own copy). */
export const messageReceived = createAction<MessageEvent>('realtime/messageReceived');

/** The messages page opened a conversation: join its socket room. */
export const conversationJoined = createAction<string>('realtime/conversationJoined');

/** The messages page closed a conversation: leave its socket room. */
export const conversationLeft = createAction<string>('realtime/conversationLeft');
