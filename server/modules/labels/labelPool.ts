import os from 'node:os';
import { ApiError } from '../../errors';
import { startThread } from '../../lib/threads';
import { ThreadPool, ThreadPoolFull } from '../../lib/threadPool';
import { perOwner } from '../../lib/versionedCache';
import type { LabelTask } from './labelTask';
import type { AppContext } from '../../context';

/**
 * One render at a time on 2 cores (the other core answers requests), two on larger machines.
 * Renders are first in, first out: a single label asked for behind one keeper's four sheets waits
 * for those sheets (~0.4 s each), never longer, since nothing overtakes it either.
 */
const THREADS = Math.min(2, Math.max(1, os.availableParallelism() - 1));
/** At most this many renders wait: 12 full sheets are about 5 s of work; more is refused. */
const MAX_QUEUED = 12;
/** A render this long is stuck: its thread is replaced and the request fails. */
const RENDER_TIMEOUT_MS = 20_000;
/** What a refused client is told to wait, in seconds (the queue drains in a few). */
export const BUSY_RETRY_SECONDS = 5;

/** The render queue is full: a 429 the handler answers with a Retry-After of seconds. */
export class LabelsBusy extends ApiError {
  constructor() {
    super(429, 'RATE_LIMITED', 'Labels are being printed for others right now. Try again shortly.');
  }
}

/**
 * The app's label threads (docs/performance.md#label-rendering), one pool per app, started on
 * the first label and stopped when the app closes (server/app.ts).
 */
export const labelPoolOf = perOwner<AppContext, ThreadPool<LabelTask, ArrayBuffer>>(
  (ctx) =>
    new ThreadPool<LabelTask, ArrayBuffer>({
      // A runaway render ends its own thread, not the server.
      start: () => startThread('labelThread', { resourceLimits: { maxOldGenerationSizeMb: 256 } }),
      size: THREADS,
      maxQueued: MAX_QUEUED,
      timeoutMs: RENDER_TIMEOUT_MS,
      onError: (err) => ctx.log.error({ err }, 'label thread failed'),
    }),
);

/** The PDF of a label or a sheet, drawn on a label thread; a full queue is a 429. */
export async function renderLabels(ctx: AppContext, task: LabelTask): Promise<Buffer> {
  try {
    const { value } = await labelPoolOf(ctx).run(task);
    return Buffer.from(value);
  } catch (err) {
    throw err instanceof ThreadPoolFull ? new LabelsBusy() : err;
  }
}
