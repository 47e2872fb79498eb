import { registerRealtimeListeners } from '../features/realtime/realtimeListeners';

/** Every feature's listeners, registered once on the shared listener middleware. */
export function registerAppListeners(): void {
  registerRealtimeListeners();
}
