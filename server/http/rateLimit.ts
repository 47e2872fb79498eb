import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from '../errors';
import { rateLimitKey } from './rateLimitKey';
import type { Config } from '../config';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Redis keys of the shared counters: `<prefix><METHOD><url>:<who>`. */
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
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis rate-limit connection error'));
  redis.defineCommand('lostfoundRateLimit', { numberOfKeys: 1, lua: INCR_LUA });
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

/** Fixed window: the first hit starts it, the counter expires with it. Returns [count, ttl ms]. */
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RedisWithRateLimit = Redis & {
  lostfoundRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** A store class for the plugin: counters in Redis, per-instance counters while Redis fails. */
function sharedStore(redis: Redis, log: FastifyBaseLogger) {
  const client = redis as RedisWithRateLimit;
  let warned = false;

  class SharedStore implements FastifyRateLimitStore {
    private readonly fallback = new Map<string, { count: number; resetAt: number }>();

    /** The plugin constructs the root store with its options; routes get child stores. */
    constructor(
      _options?: unknown,
      private readonly prefix = RATE_LIMIT_REDIS_PREFIX,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      if (client.status !== 'ready') {
        callback(null, this.localIncr(key, timeWindow));
        return;
      }
      client.lostfoundRateLimit(this.prefix + key, timeWindow).then(
        ([current, ttl]) => {
          warned = false;
          callback(null, { current, ttl });
        },
        (err: unknown) => {
          if (!warned) log.warn({ err: String(err) }, 'redis rate-limit failed; counting locally');
          warned = true;
          callback(null, this.localIncr(key, timeWindow));
        },
      );
    }

    /** The plugin passes the route's merged limit options, the route itself in `routeInfo`. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as unknown as { routeInfo: { method: unknown; url: string } })
        .routeInfo;
      return new SharedStore(undefined, `${this.prefix}${String(route.method)}${route.url}:`);
    }

    private localIncr(key: string, windowMs: number, now = Date.now()) {
      if (this.fallback.size > 10_000) {
        for (const [k, e] of this.fallback) if (e.resetAt <= now) this.fallback.delete(k);
      }
      let entry = this.fallback.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        this.fallback.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttl: entry.resetAt - now };
    }
  }
  return SharedStore;
}
