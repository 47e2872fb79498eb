import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash: a new build is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the current hashed files: always revalidated (ETag), never stale. */
export const REVALIDATE = 'no-cache';

/**
 * Cache-Control for a file of the built SPA (docs/deploy.md#caching-and-compression):
 * hashed assets for a year, index.html (and anything else unhashed, e.g. favicon) revalidated
 * on each use. `filePath` is the file sent, possibly its `.br` or `.gz` copy.
 */
export function clientCacheControl(clientDir: string, filePath: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** The @fastify/static `setHeaders` hook that applies clientCacheControl. */
export const clientCacheHeaders =
  (clientDir: string) =>
  (reply: FastifyReply, filePath: string): void => {
    reply.header('cache-control', clientCacheControl(clientDir, filePath));
  };
