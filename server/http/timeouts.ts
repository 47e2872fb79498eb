import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/** All request headers must arrive within this time (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** An idle kept-alive connection is closed after this time. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * Fastify's server options for slow clients. REQUEST_TIMEOUT_MS (default 60 s) bounds one whole
 * request, headers and body: an 8 MB photo then needs about 1.1 Mbit/s of upload; raise it for
 * slower links. A socket idle for that long (a client that stops reading) is dropped too.
 * Node checks these deadlines periodically, every quarter of the headers timeout here. What a
 * client then receives (408, 431, 400 as `{ message, code }`) is `clientErrorHandler` in
 * frameworkErrors.ts.
 */
export function serverTimeouts(config: Pick<Config, 'requestTimeoutMs'>) {
  const requestTimeout = config.requestTimeoutMs;
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
  const http: ServerOptions = {
    requestTimeout,
    headersTimeout,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, requestTimeout),
    connectionsCheckingInterval: Math.max(250, Math.floor(headersTimeout / 4)),
  };
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: http.keepAliveTimeout,
    http,
  };
}
