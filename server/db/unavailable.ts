/**
 * Whether a failure means "the database does not answer right now" (a restart, a failover,
 * connections killed, SQLite locked past its busy timeout) rather than a bug or a bad request.
 * Such a failure is answered 503 with Retry-After (server/errorHandler.ts), never 500 and never
 * 401, and background loops wait and try again instead of giving up (server/db/outage.ts).
 */

/** Seconds a client is told to wait (Retry-After) when the database does not answer. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Node socket errors: nothing listens, the connection was cut, the host cannot be reached. They
 * are read as the database's; should another network part (the bucket) fail that way, a 503
 * with Retry-After is the right answer for it too.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery),
 * 57P05 idle_session_timeout, 53300 too_many_connections; and class 08, connection exception.
 */
const PG_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** What node-postgres and its pool say when a connection is lost or cannot be had. */
const PG_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

type ErrorLike = {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
};

function matches(err: ErrorLike): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  // Only an outgoing socket's error names its syscall (connect, read, write): a client that
  // hangs up mid-body is an ECONNRESET "aborted" without one, and no outage.
  if (SOCKET_CODES.has(code) && typeof err.syscall === 'string') return true;
  if (PG_STATES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  // SQLITE_BUSY and its extended codes: still locked after busy_timeout (server/db/index.ts).
  if (code.startsWith('SQLITE_BUSY')) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return !!message && PG_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `err`, its `cause`, or one of its `errors` (an AggregateError from a connect that
 * tried IPv6 and IPv4; openapi-glue's SecurityError around a failed session lookup) is a
 * connectivity failure.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as ErrorLike;
  if (matches(e)) return true;
  if (e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return (
    Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  );
}
