import { REHYDRATE } from 'redux-persist';
import { api as portalApi } from '../../api/enhancedApi';
import { isAdminRole, selectCurrentUser, selectToken } from '../../app/sessionSlice';
import type { AppStartListening } from '../../app/listenerMiddleware';

/** Whether `location` is the admin page's Overview tab (its default). */
export const isOverviewUrl = ({ pathname, search }: { pathname: string; search: string }) => {
  const tab = new URLSearchParams(search).get('tab');
  return pathname === '/admin' && (tab === null || tab === 'overview');
};

/**
 * First load of `/admin` on a slow phone: the moment redux-persist restores an admin's session
 * the Overview's numbers are asked for, without waiting for the app to render again with it and
 * for the admin guard to let the page in (docs/deploy.md#caching-and-compression). Without
 * a subscription: the page's own query (OverviewStatsEarly, OverviewTab) joins the request.
 */
export function registerOverviewStatsListener(startListening: AppStartListening): void {
  startListening({
    type: REHYDRATE,
    effect: (_action, api) => {
      const state = api.getState();
      const user = selectCurrentUser(state);
      if (!selectToken(state) || !isAdminRole(user?.role)) return;
      if (typeof window === 'undefined' || !isOverviewUrl(window.location)) return;
      void api.dispatch(
        portalApi.endpoints.getDashboardStats.initiate(undefined, { subscribe: false }),
      );
    },
  });
}
