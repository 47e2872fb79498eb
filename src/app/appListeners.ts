import { registerConversationsListeners } from '../features/conversations/conversationsListeners';
import { registerNotificationsListeners } from '../features/notifications/notificationsListeners';
import { registerDashboardListeners } from '../features/items/dashboard/dashboardListeners';
import { registerItemLiveListeners } from '../features/items/details/itemLiveListeners';
import { registerOverviewStatsListener } from '../features/admin/overviewStatsListener';
import { registerErrorToastListener } from './errorToastListener';
import { registerLiveAnnouncements } from './liveAnnouncements';
import { registerRealtimeListener, type RealtimeOptions } from './realtime/realtimeListener';
import { registerSessionExpiryListener } from './sessionExpiry';
import { registerSessionEndedListener } from './realtime/sessionEndedListener';
import type { AppStartListening } from './listenerMiddleware';

/**
 * Every listener, registered on one store's listener middleware. Without `realtime` the store
 * never opens a socket (tests that do not need one, tools).
 */
export function registerAppListeners(
  startListening: AppStartListening,
  realtime?: RealtimeOptions,
): void {
  registerErrorToastListener(startListening);
  registerSessionExpiryListener(startListening);
  registerSessionEndedListener(startListening);
  if (realtime) registerRealtimeListener(startListening, realtime);
  registerConversationsListeners(startListening);
  registerNotificationsListeners(startListening);
  registerDashboardListeners(startListening);
  registerItemLiveListeners(startListening);
  registerLiveAnnouncements(startListening);
  registerOverviewStatsListener(startListening);
}
