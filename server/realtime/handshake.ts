import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtimeEvents';
import type { Db } from '../db';
import { findSessionUser } from '../modules/auth/sessions';

/** What a socket carries once its handshake is accepted. */
export type SocketData = { userId: string; sessionId: string };

export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

type Handshake = AppSocket['handshake'];

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The session token: `auth.token` (the SPA), else `?token=`, else the Authorization header. */
export function handshakeToken(h: Handshake): string | undefined {
  const auth = (h.auth ?? {}) as Record<string, unknown>;
  return str(auth.token) ?? str(h.query.token) ?? str(h.headers.authorization);
}

/**
 * socket.io middleware: only a live session gets a connection, and a `userId` in the query must
 * be that session's user. The refusal reads "Unauthorized" whatever the reason.
 */
export function authenticate(db: Db, onError: (err: unknown) => void) {
  return async (socket: AppSocket, next: (err?: Error) => void) => {
    try {
      const user = await findSessionUser(db, handshakeToken(socket.handshake));
      const claimed = socket.handshake.query.userId;
      if (!user || (claimed !== undefined && claimed !== user.userId)) {
        return next(new Error('Unauthorized'));
      }
      socket.data = { userId: user.userId, sessionId: user.sessionId };
      next();
    } catch (err) {
      onError(err);
      next(new Error('Server error, please try again later'));
    }
  };
}
