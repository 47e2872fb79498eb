import { api } from '../../../api/enhancedApi';
import { notificationReceived } from '../../../app/realtimeActions';
import type { AppStartListening } from '../../../app/listenerMiddleware';

/** docs/product.md#delays: the dashboard reloads 300 ms after the last change or notification. */
export const DASHBOARD_RELOAD_DEBOUNCE_MS = 300;

/**
 * Registered per store in app/appListeners. A live notification (a claim, a hand-over) may change
 * my items, so MyItems is refetched; a burst of notifications causes one reload.
 */
export function registerDashboardListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: notificationReceived,
    effect: async (_action, listenerApi) => {
      // Takes the latest of a burst: each new notification cancels the pending wait.
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(DASHBOARD_RELOAD_DEBOUNCE_MS);
      listenerApi.dispatch(api.util.invalidateTags(['MyItems']));
    },
  });
}
