import { socketUrl } from '../../env';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/realtimeEvents';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** docs/product.md#realtime: websocket only, 10 reconnection attempts, 1 s to 5 s apart, 30 s timeout. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 30_000,
  // A fresh manager per session: the handshake's auth and userId belong to one login.
  forceNew: true,
} as const;

/** docs/product.md#realtime: ping every 30 s while connected. */
export const PING_INTERVAL_MS = 30_000;

export type SocketOptions = typeof SOCKET_OPTIONS & {
  auth: { token: string };
  query: { userId: string };
};

/** Makes one socket; socket.io's `io` in the browser, a stand-in in dev:mock and tests. */
export type SocketFactory = (url: string, options: SocketOptions) => AppSocket;

/**
 * How a store gets its socket factory: asked for when a session first needs a socket, so the
 * socket code can be a chunk of its own. The entry point chooses it (src/main.tsx: socket.io;
 * the mock entry: the simulated socket; tests: a fake).
 */
export type LoadSocketFactory = () => Promise<SocketFactory>;

/**
 * docs/product.md#realtime says the socket is "forced to https" on the provider's host. The SPA and the API share
 * one origin (npm start serves both; Vite proxies /socket.io in dev), so we connect to the
 * page's own origin: socket.io turns https: into wss:, so a deployed (https) page always gets a
 * TLS socket, while http://localhost dev keeps plain ws: forcing https there would fail the
 * handshake, since nothing listens for TLS on a dev port.
 */
export function openSocket(factory: SocketFactory, userId: string, token: string): AppSocket {
  return factory(socketUrl(), { ...SOCKET_OPTIONS, auth: { token }, query: { userId } });
}

/**
 * The socket.io factory. socket.io-client (engine.io and the parsers, ~13 kB gzipped) is its own
 * chunk, fetched only when a session needs a socket, so visitors never download it.
 */
export const loadSocketIoFactory: LoadSocketFactory = async () => {
  const { io } = await import('socket.io-client');
  return (url, options) => io(url, { ...options, transports: [...options.transports] });
};
