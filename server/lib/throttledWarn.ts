import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning for a failure that repeats while a dependency is down (ioredis reconnecting every
 * second or two, every publish failing): the first is logged at once, then at most one per
 * `everyMs` with how many were left out, so an outage cannot flood the log
 * (docs/deploy.md#several-instances).
 */
export function throttledWarn(
  log: Pick<FastifyBaseLogger, 'warn'>,
  message: string,
  everyMs = 10_000,
): (err: unknown) => void {
  let last = -Infinity;
  let skipped = 0;
  return (err) => {
    const now = Date.now();
    if (now - last < everyMs) {
      skipped += 1;
      return;
    }
    log.warn({ err: err instanceof Error ? err.message : String(err), skipped }, message);
    last = now;
    skipped = 0;
  };
}
