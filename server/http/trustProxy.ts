import type { Config } from '../config';

/**
 * Fastify's `trustProxy` from TRUST_PROXY: nothing trusted (the socket's address is the
 * client's), the nearest N hops, or the listed proxy addresses and ranges.
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
