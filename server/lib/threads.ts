import fs from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { BACKGROUND_NICE } from './backgroundPriority';

/**
 * The worker-thread entries (docs/architecture.md#background-work): each is
 * `server/threads/<name>.ts` in the sources and `dist/server/<name>.cjs` in the bundle
 * (tsup.config.ts lists them beside the server's own entry).
 */
export type ThreadEntry =
  'jobThread' | 'labelThread' | 'sheetThread' | 'readThread' | 'searchThread';

/**
 * Starts a thread on one of the entries. The bundled server loads the bundled entry; run from
 * the sources (tsx, Jest, the scripts) the thread registers tsx's TypeScript loader first, since
 * a worker thread does not inherit its parent's loader.
 *
 * A thread lowers its own priority before it loads anything, unless it is to run at the
 * normal one (`background: false`, the read thread, which a request waits for): loading an entry
 * (PDF and QR libraries, the job handlers) is itself hundreds of milliseconds of CPU, which at
 * normal priority competed with the event loop when the first label sheet of a burst started the
 * pool (`npm run bench:burst`).
 */
export function startThread(
  entry: ThreadEntry,
  options: WorkerOptions = {},
  { background = true } = {},
): Worker {
  const bundled = path.join(__dirname, `${entry}.cjs`);
  const source = path.resolve(__dirname, '..', 'threads', `${entry}.ts`);
  const load =
    !__filename.endsWith('.ts') && fs.existsSync(bundled)
      ? `require(${JSON.stringify(bundled)});`
      : `require('tsx/cjs');require(${JSON.stringify(source)});`;
  const code = background ? `${LOWER_FIRST}${load}` : load;
  return new Worker(code, { ...options, eval: true });
}

/** lib/backgroundPriority.ts's rule, inlined: it must run before any module is loaded. */
const LOWER_FIRST = `if (process.platform === 'linux') { try { require('node:os').setPriority(0, ${BACKGROUND_NICE}); } catch {} }`;
