import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { throttledWarn } from '../lib/throttledWarn';
import type { FastifyBaseLogger } from 'fastify';

const READY_TIMEOUT_MS = 5000;
/** How long a cross-instance request (fetchSockets: the socket cap) waits for the others. */
const REQUESTS_TIMEOUT_MS = 3000;

/**
 * The socket.io Redis adapter on two connections (publish, subscribe): rooms, emits and
 * disconnectSockets then reach the sockets of every instance sharing the Redis server.
 *
 * A Redis outage of any length must not end the process (docs/deploy.md#several-instances):
 * the adapter calls publish and (p)subscribe without handling their promises, so those never
 * reject here. While Redis is away an emit still reaches this instance's sockets (the adapter
 * delivers locally whatever the publish does) and is simply not sent to the others.
 */
export async function redisAdapter(url: string, log: FastifyBaseLogger) {
  // No offline queue and a short timeout: while Redis is away a publish fails at once instead of
  // piling up in memory for the length of the outage.
  const pub = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
  });
  // The subscriber's few (p)subscribe commands wait for Redis instead of failing, and ioredis
  // subscribes again after every reconnect (autoResubscribe), so fan-out resumes by itself.
  const sub = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: true });
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    // ioredis reconnects by itself; without a listener an error event would crash the process.
    client.on('error', throttledWarn(log, `redis ${name} connection error`));
  }
  neverReject(
    pub,
    ['publish'],
    throttledWarn(log, 'redis publish failed: this event reaches only this instance'),
  );
  neverReject(
    sub,
    ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'],
    throttledWarn(log, 'redis subscribe failed'),
  );
  const adapter = createAdapter(pub, sub, { requestsTimeout: REQUESTS_TIMEOUT_MS });
  // Commands run in order on a connection: once a PING on the subscriber answers, the adapter's
  // subscriptions are in place and no cross-instance emit is missed after start.
  await withTimeout(Promise.all([ready(pub), sub.ping()]), READY_TIMEOUT_MS).catch((err) =>
    log.warn({ err: String(err) }, 'redis not ready yet; realtime fan-out will resume when it is'),
  );
  const close = async () => {
    // QUIT waits for a connection that may never come back: give it a moment, then cut.
    await withTimeout(Promise.allSettled([pub.quit(), sub.quit()]), 1000).catch(() => undefined);
    pub.disconnect();
    sub.disconnect();
  };
  return { adapter, close };
}

type Unhandled = 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe';

/**
 * Replaces the client's `methods` (on this instance only) with ones whose promise never
 * rejects: a failure goes to `onError` and resolves undefined. Their callers (the adapter, and
 * ioredis' own resubscribe) ignore the result and never handle a rejection.
 */
function neverReject(client: Redis, methods: Unhandled[], onError: (err: unknown) => void) {
  for (const name of methods) {
    const original = client[name].bind(client) as unknown as (...a: unknown[]) => Promise<unknown>;
    const safe = (...args: unknown[]) =>
      original(...args).catch((err: unknown) => {
        onError(err);
        return undefined;
      });
    Object.defineProperty(client, name, { value: safe, configurable: true, writable: true });
  }
}

/** Resolves once the connection is ready (the publisher has no queue to wait in). */
function ready(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
