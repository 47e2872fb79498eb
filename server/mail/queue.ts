import type { FastifyBaseLogger } from 'fastify';

/**
 * A small in-process queue for work that must not shape the HTTP answer: issuing and mailing
 * codes, notices to account owners. A handler pushes a job and answers at once, so neither the
 * answer nor its timing depends on what the job finds (whether an address has an account).
 *
 * Jobs run one at a time, in order, starting after the current request's work (setImmediate).
 * The queue is bounded: when full, a new job is dropped and logged (the person can ask again).
 * A failing job is logged and does not stop the queue. Jobs live in this process only: a crash
 * loses the pending ones, which for mail means "ask for a new code".
 */
export type JobQueue = {
  /** Queues a job; false (and an error log) when the queue is full or closed. */
  push(label: string, job: () => Promise<void>): boolean;
  /** Resolves once every job queued so far (and any they queue) has finished. */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for the queued ones, at most `timeoutMs`. */
  close(timeoutMs?: number): Promise<void>;
  readonly size: number;
};

export const MAX_QUEUED_JOBS = 1000;

export function createJobQueue(opts: { log: FastifyBaseLogger; maxLength?: number }): JobQueue {
  const maxLength = opts.maxLength ?? MAX_QUEUED_JOBS;
  const jobs: { label: string; run: () => Promise<void> }[] = [];
  let running = false;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  async function drain() {
    running = true;
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      try {
        await job.run();
      } catch (err) {
        opts.log.error({ err, job: job.label }, 'background job failed');
      }
    }
    running = false;
    settle();
  }

  const idle = () =>
    !running && jobs.length === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push(resolve));

  return {
    push(label, run) {
      if (closed || jobs.length >= maxLength) {
        opts.log.error({ job: label, queued: jobs.length }, 'background job dropped');
        return false;
      }
      jobs.push({ label, run });
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
      return true;
    },
    idle,
    async close(timeoutMs = 5000) {
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (jobs.length || running) {
            opts.log.error({ queued: jobs.length }, 'background jobs still running at close');
          }
          resolve();
        }, timeoutMs);
        timer.unref();
      });
      await Promise.race([idle(), timeout]);
      clearTimeout(timer);
    },
    get size() {
      return jobs.length;
    },
  };
}
