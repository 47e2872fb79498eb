import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

type CorsConfig = Pick<Config, 'corsOrigins' | 'publicUrl'>;

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const EXPOSED_HEADERS = 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** An Origin header listed in CORS_ORIGINS. */
export function isListedOrigin(config: CorsConfig, origin: string | undefined): boolean {
  const normalised = origin ? originOf(origin) : undefined;
  return !!normalised && config.corsOrigins.includes(normalised);
}

/**
 * CORS for the API and images. Same-origin callers need nothing. A listed origin gets
 * Access-Control-Allow-Origin on every answer and its preflights answered; a preflight from any
 * other origin is refused with 403 (no CORS headers, so the browser blocks the call). No
 * credentials: the API authenticates with the Authorization header, never with cookies.
 */
export function installCors(app: FastifyInstance, config: CorsConfig): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (config.corsOrigins.length) reply.header('vary', 'Origin');
    const listed = isListedOrigin(config, origin);
    if (listed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return;
    if (!listed) {
      return reply
        .status(403)
        .send({ message: 'This origin may not call the API.', code: 'FORBIDDEN' });
    }
    return reply
      .status(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '600')
      .send();
  });
}

/**
 * Uploaded images may be embedded by other origins' pages once API answers name them by an
 * absolute address (CORS_ORIGINS or PUBLIC_URL set, config.imageBase): a listed origin's page,
 * or the portal reached by another name than PUBLIC_URL. Photos are public by design, like the
 * bucket's (docs/deploy.md#photos-in-object-storage-s3).
 */
export function uploadHeaders(config: Pick<Config, 'imageBase'>) {
  if (!config.imageBase) return undefined;
  return (reply: FastifyReply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  };
}

/**
 * socket.io's allowRequest: a handshake with no Origin (not a browser), from the portal's own
 * origin (the Host it called, or PUBLIC_URL) or from a listed origin is accepted; a browser page
 * on any other site is refused.
 */
export function socketOriginAllowed(config: CorsConfig, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const normalised = originOf(origin);
  if (!normalised) return false;
  if (req.headers.host && new URL(normalised).host === req.headers.host.toLowerCase()) return true;
  return normalised === originOf(config.publicUrl) || config.corsOrigins.includes(normalised);
}
