import type { ServerToClientEvents, SessionEndReason } from '../../shared/realtimeEvents';

/**
 * What services may push. Services never touch socket.io directly: they call this, and with a
 * Redis adapter the same calls reach sockets on every instance.
 */
export interface Realtime {
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Drop the sockets of one session (logout) or of every session of a user (deactivation),
   * telling them why first (`sessionEnded`).
   */
  disconnectSession(sessionId: string, reason: SessionEndReason): void;
  disconnectUser(userId: string, reason: SessionEndReason): void;
  close(): Promise<void>;
}

/** Used until the socket server is attached (and by tools that run without one). */
export const silentRealtime: Realtime = {
  toUser: () => undefined,
  disconnectSession: () => undefined,
  disconnectUser: () => undefined,
  close: async () => undefined,
};
