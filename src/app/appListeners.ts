import { registerRealtimeListeners } from '../features/realtime/realtimeListeners';
import { registerConversationsListeners } from '../features/conversations/conversationsListeners';
import { registerNotificationsListeners } from '../features/notifications/notificationsListeners';
import { registerErrorToastListener } from './errorToastListener';

/** Every listener, registered once on the shared listener middleware. */
export function registerAppListeners(): void {
  registerErrorToastListener();
  registerRealtimeListeners();
  registerConversationsListeners();
  registerNotificationsListeners();
}
