import { collectDefaultMetrics } from 'prom-client';
import { unauthorized } from '../errors';
import { sameHash, sha256 } from '../lib/secrets';
import { METRIC_PREFIX } from './metrics';
import { routeLabel } from './routeLabel';
import { registerScrapeGauges } from './scrapeGauges';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The bearer token of the request, compared in constant time with METRICS_TOKEN. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  // Both sides hashed first: equal lengths, so the comparison time says nothing about the token.
  return !!match && sameHash(sha256(match[1]), sha256(token));
}

/**
 * `GET /metrics` in Prometheus' text format (docs/deploy.md#metrics-and-logs), outside the
 * contract (docs/architecture.md#metrics-and-logs). Without METRICS_TOKEN it answers 404 like
 * an unknown API path and collects nothing beyond the modules' counters; with it, only that
 * bearer token gets the numbers.
 */
export function installMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  const { registry } = ctx.metrics;
  // Registered either way, so a disabled /metrics is a 404 and never the SPA's index.html.
  if (!token) {
    app.get('/metrics', async (_req, reply) =>
      reply.status(404).send({ message: 'No route GET /metrics.', code: 'NOT_FOUND' }),
    );
    return;
  }

  // Process, heap, GC and event-loop delay (sampled every 10 ms) under our prefix.
  collectDefaultMetrics({
    register: registry,
    prefix: METRIC_PREFIX,
    eventLoopMonitoringPrecision: 10,
  });
  const refresh = registerScrapeGauges(registry, ctx.db);
  app.addHook('onResponse', async (req, reply) => {
    const seconds = reply.elapsedTime / 1000;
    ctx.metrics.requestDone(routeLabel(req), req.method, reply.statusCode, seconds);
  });

  app.get('/metrics', async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('The metrics token is missing or wrong.');
    }
    await refresh();
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
