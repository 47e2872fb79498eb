import { io as ioClient, type Socket } from 'socket.io-client';
import { createCategory, createItem, createUser, type TestUser } from './fixtures';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { TestApp } from './testApp';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtimeEvents';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Kept for scripts/bench/realtime.ts; tests use createUser from ./fixtures. */
export { createUser as makeUser };

/** An item posted by `posterId`, in the first category (one is created if there is none). */
export async function makeItem(
  db: Db,
  posterId: string,
  opts: { title?: string; isActive?: boolean; status?: 'Lost' | 'Found' | 'Claimed' } = {},
): Promise<string> {
  const category = await db.selectFrom('categories').select('id').executeTakeFirst();
  const categoryId = category?.id ?? (await createCategory(db, { name: 'Electronics' })).id;
  return createItem(db, { postedBy: posterId, categoryId, ...opts });
}

/** A JSON API call through app.inject, as `user` (or anonymous). */
export async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: { token: string },
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user ? { authorization: user.token } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A user with a conversation about an item of `poster`: the usual two-person setup. */
export async function makeConversation(app: FastifyInstance, starter: TestUser, poster: TestUser) {
  const itemId = await makeItem(app.ctx.db, poster.id);
  const res = await api(app, 'POST', '/conversations', starter, { itemId });
  if (res.status !== 201) throw new Error(`conversation not created: ${JSON.stringify(res.body)}`);
  return { itemId, conversationId: res.body.conversation._id as string };
}

/**
 * The socket tests' setup on a fresh app: it listens, and Alice, Pat Poster and Mallory exist,
 * with a conversation Alice started about Pat's item. Close it with closeSocketScene.
 */
export async function openSocketScene(t: TestApp) {
  const url = await t.listen();
  const alice = await createUser(t, { name: 'Alice' });
  const poster = await createUser(t, { name: 'Pat Poster' });
  const mallory = await createUser(t, { name: 'Mallory' });
  const { conversationId } = await makeConversation(t.app, alice, poster);
  return { t, url, alice, poster, mallory, conversationId };
}
export type SocketScene = Awaited<ReturnType<typeof openSocketScene>>;

export async function closeSocketScene(t: TestApp) {
  closeSockets();
  await t.close();
}

const sockets = new Set<ClientSocket>();

/** A websocket-only client; resolves once connected, rejects with the connect_error. */
export function connect(
  baseUrl: string,
  opts: { token?: string; userId?: string; query?: Record<string, string> } = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = ioClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token ? { token: opts.token } : {},
    query: { ...(opts.userId ? { userId: opts.userId } : {}), ...opts.query },
  });
  sockets.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Closes every socket `connect` opened (call in afterAll before closing the app). */
export function closeSockets() {
  for (const s of sockets) s.close();
  sockets.clear();
}

/** The first payload of `event` on `socket`, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 2000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (...args: unknown[]) => {
      clearTimeout(timer);
      resolve(args[0] as Parameters<ServerToClientEvents[E]>[0]);
    };
    socket.once(event, listener as never);
  });
}

/** Resolves when the socket is disconnected, with the reason. */
export function disconnected(socket: ClientSocket, ms = 2000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Collects every payload of `event` on `socket` (for "exactly once" checks). */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
    seen.push(payload);
  }) as never);
  return seen;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
