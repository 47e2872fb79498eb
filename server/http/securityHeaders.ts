import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Helmet's headers. `upgrade-insecure-requests` and HSTS only when the portal's public address
 * is https: over plain http (an intranet name or address) the first would make the browser
 * fetch the scripts over https and show a blank page, and the second means nothing there.
 * `imageOrigin` is where absolute photo addresses point (ImageStore.origin): the bucket's, or
 * PUBLIC_URL's for the disk store, which differs from 'self' when the portal is reached by
 * another name (docs/deploy.md#other-settings).
 */
export function securityHeaders(
  config: Pick<Config, 'publicUrl'>,
  imageOrigin?: string,
): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  };
}

type HeaderChange = { name: string; value: string | null };

/**
 * What helmet does to a response with these options, worked out once: the headers it sets and
 * the ones it removes. Our options hold no per-request values (no nonces, no functions), so
 * every response gets the same; @fastify/helmet re-parsed them on every response
 * (docs/performance.md#request-path).
 */
export function headerChanges(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => changes.push({ name, value: String(value) }),
    removeHeader: (name: string) => changes.push({ name, value: null }),
  };
  let failed: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => (failed = err),
  );
  if (failed) throw failed;
  return changes;
}

/** Sets the security headers on every response, from the start of the request (as helmet did). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const changes = headerChanges(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const { name, value } of changes) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    done();
  });
}
