import { registerRealtimeListeners } from '../features/realtime/realtimeListeners';
import { registerConversationsListeners } from '../features/conversations/conversationsListeners';
import { registerNotificationsListeners } from '../features/notifications/notificationsListeners';
import { registerDashboardListeners } from '../features/items/dashboard/dashboardListeners';
import { registerErrorToastListener } from './errorToastListener';
import { registerSessionExpiryListener } from './sessionExpiry';

/** Every listener, registered once on the shared listener middleware. */
export function registerAppListeners(): void {
  registerErrorToastListener();
  registerSessionExpiryListener();
  registerRealtimeListeners();
  registerConversationsListeners();
  registerNotificationsListeners();
  registerDashboardListeners();
}
