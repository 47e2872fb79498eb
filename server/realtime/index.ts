import { Server } from 'socket.io';
import {
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/realtimeEvents';
import { socketOriginAllowed } from '../http/cors';
import { socketCap } from './socketCap';
import { registerSocketHandlers } from './socketHandlers';
import { redisAdapter } from './redis';
import { WindowLimiter } from './limiter';
import { authenticate, type SocketData } from './handshake';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';
import type { Realtime } from './types';

/** Clients only send ids and pings (messages go over REST): a bigger frame drops the socket. */
export const MAX_SOCKET_PAYLOAD = 16 * 1024;
export const EVENT_LIMIT = { max: 100, windowMs: 10_000 };

/**
 * socket.io on the app's HTTP server at /socket.io, websocket only. A handshake needs a live
 * session; each socket joins its user's room and its session's room, so services reach every
 * tab of a user and logout drops exactly that session's sockets. With REDIS_URL the rooms span
 * every instance. A browser page may open a socket only from the portal's own origin or one
 * listed in CORS_ORIGINS, and one user holds at most MAX_SOCKETS_PER_USER sockets.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<Realtime> {
  const io = new Server<
    ClientToServerEvents,
    ServerToClientEvents,
    Record<string, never>,
    SocketData
  >(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_PAYLOAD,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    connectTimeout: 10_000,
    allowRequest: (req, callback) => {
      const ok = socketOriginAllowed(ctx.config, req);
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });

  const redis = ctx.config.redisUrl ? await redisAdapter(ctx.config.redisUrl, ctx.log) : undefined;
  if (redis) io.adapter(redis.adapter);

  // RATE_LIMIT=off (benchmarks) turns this off with the HTTP limits.
  const limits = ctx.config.rateLimit
    ? { events: new WindowLimiter(EVENT_LIMIT.max, EVENT_LIMIT.windowMs) }
    : {};

  const cap = socketCap(io);
  // This process's sockets, read at each scrape of /metrics.
  ctx.metrics.watchSockets(() => io.of('/').sockets.size);
  io.use(authenticate(ctx.db, (err) => ctx.log.error({ err }, 'socket handshake failed')));
  io.use(cap.middleware);
  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    cap.joined(socket);
    registerSocketHandlers(socket, ctx, limits);
  });

  // The Redis adapter drops even this instance's sockets only when its own request comes back
  // through Redis: during an outage a logout would leave them open. So this instance's go at
  // once, and the request reaches the others when Redis carries it.
  const disconnectRoom = (room: string) => {
    io.local.in(room).disconnectSockets(true);
    io.in(room).disconnectSockets(true);
  };

  let closed = false;
  return {
    toUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    // The reason goes first, on the same sockets, so it arrives before the disconnect.
    disconnectSession: (sessionId, reason) => {
      io.to(sessionRoom(sessionId)).emit('sessionEnded', { reason });
      disconnectRoom(sessionRoom(sessionId));
    },
    disconnectUser: (userId, reason) => {
      io.to(userRoom(userId)).emit('sessionEnded', { reason });
      disconnectRoom(userRoom(userId));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      limits.events?.close();
      // Also closes the HTTP server; Fastify's own close tolerates that.
      await io.close();
      await redis?.close();
    },
  };
}
