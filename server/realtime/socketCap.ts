import { userRoom } from '../../shared/realtimeEvents';
import type { Server } from 'socket.io';
import type { AppSocket } from './handshake';

/** Open sockets one user may hold at once, across every instance (tabs, devices). */
export const MAX_SOCKETS_PER_USER = 10;
export const TOO_MANY_SOCKETS = `Too many open connections for this account (at most ${MAX_SOCKETS_PER_USER}). Close another tab or device and try again.`;

type AnyServer = Pick<Server, 'in' | 'local'>;

/**
 * Caps the sockets of each user. The middleware runs after `authenticate`: it counts the user's
 * sockets in their room through the adapter (with Redis, on every instance), plus the sockets
 * this instance has admitted that have not joined the room yet, and refuses the handshake when
 * the cap is reached. One user's handshakes are checked one at a time on each instance, so a
 * burst of tabs cannot slip past together. If Redis is down (the count fails at once: the
 * publisher has no offline queue, see redis.ts) or the other instances do not answer in time,
 * the sockets on this instance are counted: an outage never refuses a socket by itself.
 *
 * Call `joined(socket)` once the socket is in its user's room.
 */
export function socketCap(io: AnyServer, max = MAX_SOCKETS_PER_USER) {
  const admitted = new Map<string, number>();
  const queues = new Map<string, Promise<unknown>>();
  const releases = new WeakMap<AppSocket, () => void>();

  const change = (userId: string, by: number) => {
    const n = (admitted.get(userId) ?? 0) + by;
    if (n > 0) admitted.set(userId, n);
    else admitted.delete(userId);
  };

  async function openSockets(userId: string): Promise<number> {
    try {
      return (await io.in(userRoom(userId)).fetchSockets()).length;
    } catch {
      // Local only: the in-memory adapter, which does not fail.
      return (await io.local.in(userRoom(userId)).fetchSockets()).length;
    }
  }

  async function admit(socket: AppSocket): Promise<boolean> {
    const { userId } = socket.data;
    const open = await openSockets(userId);
    if (open + (admitted.get(userId) ?? 0) >= max) return false;
    change(userId, 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      change(userId, -1);
    };
    releases.set(socket, release);
    // A client that goes away before its socket joins the room must not keep a place.
    socket.conn.once('close', release);
    return true;
  }

  const middleware = (socket: AppSocket, next: (err?: Error) => void) => {
    const { userId } = socket.data;
    const previous = queues.get(userId) ?? Promise.resolve();
    const mine = previous.then(() => admit(socket));
    const tail = mine.catch(() => false);
    queues.set(userId, tail);
    void tail.then(() => {
      if (queues.get(userId) === tail) queues.delete(userId);
    });
    mine.then(
      (ok) => next(ok ? undefined : new Error(TOO_MANY_SOCKETS)),
      () => next(new Error('Server error, please try again later')),
    );
  };

  const joined = (socket: AppSocket) => releases.get(socket)?.();

  return { middleware, joined };
}
