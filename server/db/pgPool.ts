import pg from 'pg';
import { logEvery } from './outage';

/** The logger call the pool needs (Fastify's and pino's loggers have it). */
export type PoolLog = { warn: (obj: object, msg: string) => void };

/**
 * A request waits at most this long for a connection (a new one, or a free one of the pool's
 * ten), then fails as unavailable (503 with Retry-After) instead of hanging while the database
 * restarts or fails over (docs/deploy.md#when-something-fails). Only the wait for a connection
 * is bounded, never a statement: a migration may run for minutes.
 */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * The PostgreSQL pool. node-postgres emits 'error' on the pool when an idle connection is cut
 * (a restart, a failover, pg_terminate_backend) and on a client that is in use; an 'error'
 * event nobody listens to ends the process. Both are handled here: the connection is dropped
 * (the pool does that itself), the failing query is answered 503 by the error handler, and the
 * pool opens new connections when the database is back, with no restart.
 */
export function createPgPool(connectionString: string, log: PoolLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    // A peer that vanished without closing (a failover) is noticed by TCP keep-alive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A restart cuts every connection at once: one line for them, not one per connection.
  const every = logEvery();
  const lost = (err: Error) => {
    const { log: now, skipped } = every();
    if (!now) return;
    log.warn(
      { err: { message: err.message, code: (err as { code?: string }).code }, skipped },
      'database connection lost; it is dropped and a new one opened when needed',
    );
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}
