import type { FastifyRequest } from 'fastify';

/**
 * The `route` label of a request: its operationId for the API, its route pattern otherwise, so
 * ids and query strings never become labels and the number of series stays bounded. Built
 * assets carry a hash in their name (a new set at each deploy): they share one label.
 */
export function routeLabel(req: FastifyRequest): string {
  const operationId = req.routeOptions.config?.operationId;
  if (operationId) return operationId;
  // The not-found handler: client-side routes (index.html), unknown paths and early 400s.
  if (req.is404) return 'fallback';
  const pattern = req.routeOptions.url;
  if (!pattern) return 'fallback';
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}
