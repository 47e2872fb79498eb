import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

/** All request headers must arrive within this time (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** An idle kept-alive connection is closed after this time. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * Fastify's server options for slow clients. REQUEST_TIMEOUT_MS (default 60 s) bounds one whole
 * request, headers and body: an 8 MB photo then needs about 1.1 Mbit/s of upload; raise it for
 * slower links. A socket idle for that long (a client that stops reading) is dropped too.
 * Node checks these deadlines periodically, every quarter of the headers timeout here.
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
    clientErrorHandler,
  };
}

/**
 * Answers for requests Node itself gives up on (too slow, headers too large, unparsable), in the
 * API's `{ message, code }` shape, then closes the connection.
 */
function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive. Please try again.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ message, code: 'BAD_REQUEST' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
