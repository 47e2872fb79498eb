import { findSessionUser } from '../modules/auth/sessions';
import { isDatabaseUnavailable } from '../db/unavailable';
import { logEvery } from '../db/outage';
import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtimeEvents';
import type { Db } from '../db';

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

/**
 * The session token, from the handshake's `auth.token` only. Never from the URL (`?token=` ends
 * up in proxy and server logs and in browser history) nor from a header.
 */
export function handshakeToken(h: Handshake): string | undefined {
  const auth = (h.auth ?? {}) as Record<string, unknown>;
  return str(auth.token);
}

/**
 * socket.io middleware: only a live session, presented in `auth.token`, gets a connection, and a
 * `userId` in the query must be that session's user. The refusal reads "Unauthorized" whatever
 * the reason. A lookup that fails (the database does not answer) is not a refusal: the client
 * reads a server error and keeps its session, and socket.io retries.
 */
export function authenticate(db: Db, onError: (err: unknown) => void) {
  // Every reconnecting client fails the same way during an outage: a line now and then is enough.
  const every = logEvery();
  const report = (err: unknown) => {
    if (!isDatabaseUnavailable(err) || every().log) onError(err);
  };
  return async (socket: AppSocket, next: (err?: Error) => void) => {
    try {
      // A token in the URL is refused even beside a good one: it has already leaked to logs.
      if (socket.handshake.query.token !== undefined) return next(new Error('Unauthorized'));
      const user = await findSessionUser(db, handshakeToken(socket.handshake));
      const claimed = socket.handshake.query.userId;
      if (!user || (claimed !== undefined && claimed !== user.userId)) {
        return next(new Error('Unauthorized'));
      }
      socket.data = { userId: user.userId, sessionId: user.sessionId };
      next();
    } catch (err) {
      report(err);
      next(new Error('Server error, please try again later'));
    }
  };
}
