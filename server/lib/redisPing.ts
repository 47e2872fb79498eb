import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type RedisPing = { ping: () => Promise<void>; close: () => Promise<void> };

/**
 * A connection of its own for GET /health/ready: a PING fails at once while Redis is
 * unreachable (no offline queue) instead of waiting for it, and ioredis keeps reconnecting.
 */
export function createRedisPing(url: string, log: FastifyBaseLogger): RedisPing {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    disconnectTimeout: 200,
  });
  // Without a listener an error event would end the process; readiness itself reports the outage.
  redis.on('error', (err) => log.debug({ err: err.message }, 'redis readiness connection error'));
  return {
    async ping() {
      await redis.ping();
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}
