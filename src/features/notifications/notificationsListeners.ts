import { api } from '../../api/enhancedApi';
import { notificationReceived } from '../../app/realtimeActions';
import { showToast } from '../../app/toasts';
import { selectOpenThread, threadPath } from '../../app/viewSlice';
import type { AppStartListening } from '../../app/listenerMiddleware';

/** docs/product.md#messages: the text shown for a live notification without a message. */
export const EMPTY_NOTIFICATION_TEXT = 'New notification received';

/**
 * A live notification (a newNotification, or the one a receiveMessage carries; dispatched once
 * even when both bring it): a toast (type
 * "error" as an error, else info) and a fresh list (and fresh possible matches for a match). A message in the thread open on screen
 * shows up there, so it raises no toast.
 */
export function registerNotificationsListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: notificationReceived,
    effect: ({ payload }, listenerApi) => {
      const open = selectOpenThread(listenerApi.getState());
      const aboutOpenThread = !!open && payload.link === threadPath(open);
      if (!aboutOpenThread) {
        showToast(
          payload.message || EMPTY_NOTIFICATION_TEXT,
          payload.type === 'error' ? 'error' : 'info',
        );
      }
      listenerApi.dispatch(api.util.invalidateTags(['Notification']));
      // A match alert: the Possible matches list on screen (if any) shows it without a reload.
      if (payload.type === 'match') listenerApi.dispatch(api.util.invalidateTags(['Match']));
    },
  });
}
