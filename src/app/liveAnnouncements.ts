import { announce } from './announcer';
import { messageReceived, notificationReceived } from './realtimeActions';
import { selectCurrentUser } from './sessionSlice';
import { selectOpenThread } from './viewSlice';
import type { AppStartListening } from './listenerMiddleware';

/**
 * docs/accessibility.md#live-announcements: live events are read to screen-reader users (an
 * aria-live polite region), not only shown. A message from someone else is read with its text;
 * its "New message from …" notification is then not read a second time. A message in the thread
 * open on screen is not announced here: the thread's history is a `role=log` region, which screen
 * readers read out as it grows.
 */
export function registerLiveAnnouncements(startListening: AppStartListening): void {
  startListening({
    actionCreator: messageReceived,
    effect: ({ payload }, api) => {
      const state = api.getState();
      if (payload.sender._id === selectCurrentUser(state)?.id) return;
      if (selectOpenThread(state) === payload.conversation) return;
      announce(`New message from ${payload.sender.name}: ${payload.content}`);
    },
  });
  startListening({
    actionCreator: notificationReceived,
    effect: ({ payload }) => {
      if (payload.type === 'message' || !payload.message) return;
      announce(`Notification: ${payload.message}`);
    },
  });
}
