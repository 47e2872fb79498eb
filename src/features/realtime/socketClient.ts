import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/realtimeEvents';
import { socketUrl } from '../../env';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** SPEC §7/§9: websocket only, 10 reconnection attempts, 1 s to 5 s apart, 30 s timeout. */
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

/** SPEC §9: ping every 30 s while connected. */
export const PING_INTERVAL_MS = 30_000;

export type SocketFactory = (
  url: string,
  options: typeof SOCKET_OPTIONS & { auth: { token: string }; query: { userId: string } },
) => AppSocket;

/**
 * SPEC §7 says the socket is "forced to https" on the provider's host. The SPA and the API share
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
export async function loadSocketIoFactory(): Promise<SocketFactory> {
  const { io } = await import('socket.io-client');
  return (url, options) => io(url, { ...options, transports: [...options.transports] });
}

/**
 * Under Jest nothing may open a real network socket (every UI test with a session would try),
 * so the default there is a socket that never connects; the realtime tests install the
 * socket.io factory (with socket.io-client mocked) through setSocketFactory.
 */
export const inertSocketFactory: SocketFactory = () => {
  const socket = {
    connected: false,
    on: () => socket,
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
    removeAllListeners: () => socket,
  };
  return socket as unknown as AppSocket;
};

let factoryOverride: SocketFactory | null = null;
/** Tests: choose how sockets are made (null restores the default). */
export const setSocketFactory = (factory: SocketFactory | null): void => {
  factoryOverride = factory;
};
export const getSocketFactoryOverride = () => factoryOverride;

/** The one live socket: owned by the realtime listener, never put in the store. */
let current: AppSocket | null = null;

export const getSocket = (): AppSocket | null => current;
export const setSocket = (socket: AppSocket | null): void => {
  current = socket;
};
