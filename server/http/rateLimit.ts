import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from '../errors';
import { throttledWarn } from '../lib/throttledWarn';
import { rateLimitKey } from './rateLimitKey';
import type { Config } from '../config';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Redis keys of the shared counters: `<prefix><METHOD><url>-<who>` (the plugin's layout). */
export const RATE_LIMIT_REDIS_PREFIX = 'lostfound:ratelimit:';
const REDIS_READY_TIMEOUT_MS = 5000;

/**
 * The per-route rate limit plugin (routes opt in with `config.rateLimit`, see rateLimits.ts).
 * It runs as a preHandler, after the contract's security handler, so it can key by the
 * validated user (see rateLimitKey). With REDIS_URL the counters live in Redis and every
 * instance spends the same budget; if Redis fails, each instance counts locally until it is back.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.redisUrl ? await rateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    ...(redis ? { store: sharedStore(redis, app.log) } : {}),
    errorResponseBuilder: (_req, context) =>
      new ApiError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}

async function rateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Fail fast: no queueing while disconnected (the store counts locally then), 1 s per command.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    // On close, a connection attempt still in flight is destroyed after this long.
    disconnectTimeout: 200,
  });
  // ioredis reconnects by itself (an error event without a listener would end the process);
  // while Redis is down each attempt fails, so the warnings are throttled.
  redis.on('error', throttledWarn(log, 'redis rate-limit connection error'));
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_READY_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.warn('redis not ready yet; rate limits count locally until it is');
  return redis;
}

async function closeRedis(redis: Redis) {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  redis.disconnect();
}

// The plugin's own stores (not in its typings): Redis counters shared by every instance, and the
// bounded in-process LRU it uses when no store is given.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreConstructor<
  [continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string]
>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreConstructor<
  [continueExceeding: boolean, exponentialBackoff: boolean, cache?: number]
>;
type StoreConstructor<Args extends unknown[]> = new (...args: Args) => FastifyRateLimitStore;
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store class for the plugin: the plugin's Redis store, and its local store for the moments
 * Redis fails, so a Redis outage neither lifts the limits nor turns requests into errors.
 */
function sharedStore(redis: Redis, log: FastifyBaseLogger) {
  let warned = false;
  const onRedis =
    (fallback: (cb: Callback) => void, callback: Callback): Callback =>
    (err, result) => {
      if (!err) {
        warned = false;
        return callback(null, result);
      }
      if (!warned) log.warn({ err: String(err) }, 'redis rate-limit failed; counting locally');
      warned = true;
      fallback(callback);
    };

  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly shared = new RedisStore(false, false, redis, RATE_LIMIT_REDIS_PREFIX),
      private readonly local = new LocalStore(false, false),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const fallback = (cb: Callback) => this.local.incr(key, cb, timeWindow, max);
      if (redis.status !== 'ready') return fallback(callback);
      this.shared.incr(key, onRedis(fallback, callback), timeWindow, max);
    }

    /** The plugin makes a child store per route, with the route's merged limit options. */
    child(options: RouteOptions): FastifyRateLimitStore {
      return new SharedStore(undefined, this.shared.child(options), this.local.child(options));
    }
  }
  return SharedStore;
}
