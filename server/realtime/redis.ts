import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

const READY_TIMEOUT_MS = 5000;

/**
 * The socket.io Redis adapter on two connections (publish, subscribe): rooms, emits and
 * disconnectSockets then reach the sockets of every instance sharing the Redis server.
 */
export async function redisAdapter(url: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // The subscriber queues its (p)subscribe commands until Redis is back instead of rejecting
  // them: a rejection there is unhandled inside the adapter and would end the process.
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    // ioredis reconnects by itself; without a listener an error event would crash the process.
    client.on('error', (err) => log.warn({ err: err.message }, `redis ${name} connection error`));
  }
  const adapter = createAdapter(pub, sub, { requestsTimeout: 3000 });
  // Commands run in order on a connection: once a PING on the subscriber answers, the adapter's
  // subscriptions are in place and no cross-instance emit is missed after start.
  await withTimeout(Promise.all([pub.ping(), sub.ping()]), READY_TIMEOUT_MS).catch((err) =>
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

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
