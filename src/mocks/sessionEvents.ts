import type { SessionEndReason } from '../../shared/realtimeEvents';

type Listener = (userId: string, reason: SessionEndReason) => void;

/** dev:mock's simulated sockets listen here for the sessions the mocked REST API ends. */
export const mockSessionEndListeners = new Set<Listener>();

/** What the server's realtime port does on deletion or deactivation: tell, then drop. */
export const endMockSessions = (userId: string, reason: SessionEndReason) =>
  mockSessionEndListeners.forEach((listener) => listener(userId, reason));
