import fs from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The worker-thread entries (docs/architecture.md#background-work): each is
 * `server/threads/<name>.ts` in the sources and `dist/server/<name>.cjs` in the bundle
 * (tsup.config.ts lists them beside the server's own entry).
 */
export type ThreadEntry = 'jobThread' | 'labelThread';

/**
 * Starts a thread on one of the entries. The bundled server loads the bundled entry; run from
 * the sources (tsx, Jest, the scripts) the thread registers tsx's TypeScript loader first, since
 * a worker thread does not inherit its parent's loader.
 */
export function startThread(entry: ThreadEntry, options: WorkerOptions = {}): Worker {
  const bundled = path.join(__dirname, `${entry}.cjs`);
  if (!__filename.endsWith('.ts') && fs.existsSync(bundled)) return new Worker(bundled, options);
  const source = path.resolve(__dirname, '..', 'threads', `${entry}.ts`);
  const code = `require('tsx/cjs');require(${JSON.stringify(source)});`;
  return new Worker(code, { ...options, eval: true });
}
