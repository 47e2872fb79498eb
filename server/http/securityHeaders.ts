import type { FastifyHelmetOptions } from '@fastify/helmet';
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
): FastifyHelmetOptions {
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
