import { registerRealtimeListeners } from '../features/realtime/realtimeListeners';
import { registerErrorToastListener } from './errorToastListener';

/** Every listener, registered once on the shared listener middleware. */
export function registerAppListeners(): void {
  registerErrorToastListener();
  registerRealtimeListeners();
}
