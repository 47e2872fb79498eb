import { userRoom } from '../../shared/realtimeEvents';
import type { AppContext } from '../context';
import type { AppSocket } from './handshake';
import type { WindowLimiter } from './limiter';

export type SocketLimits = {
  /** Any event per socket: keeps a flooding client from hammering the server. */
  events?: WindowLimiter;
};

const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * The events one authenticated socket may send. The socket only pushes: messages are sent over
 * REST. Every handler answers errors with errorMessage, never throws.
 */
export function registerSocketHandlers(socket: AppSocket, ctx: AppContext, limits: SocketLimits) {
  const { userId } = socket.data;
  const fail = (text: string): void => {
    socket.emit('errorMessage', text);
  };

  const on = (event: string, handler: (...args: unknown[]) => Promise<void> | void) => {
    (socket as unknown as { on: (e: string, l: (...a: unknown[]) => void) => void }).on(
      event,
      async (...args: unknown[]) => {
        try {
          if (limits.events && !limits.events.take(socket.id)) {
            return fail('Too many requests. Please slow down.');
          }
          await handler(...args);
        } catch (err) {
          ctx.log.error({ err, event }, 'socket handler failed');
          fail(GENERIC_ERROR);
        }
      },
    );
  };

  on('ping', () => {
    socket.emit('pong');
  });

  on('joinUserRoom', async (id) => {
    if (id !== userId) return fail('You can only join your own room.');
    await socket.join(userRoom(userId));
  });
}
