import type { FastifyBaseLogger } from 'fastify';

/**
 * A small in-process queue for work that must not shape the HTTP answer: looking up whether an
 * address has an account, issuing its code, deciding on a notice. A handler pushes a job and
 * answers at once, so neither the answer nor its timing depends on what the job finds.
 *
 * It never sends mail. One road for mail (docs/architecture.md#durable-jobs): a job that mails
 * queues a durable job in the transaction that stores what the mail is about (auth's
 * `queueAccountMail`), and the database worker sends it, retrying through an SMTP outage. What
 * stays here is lost by a crash, so it only decides; non-mail after-answer work may use it too.
 *
 * Jobs run one at a time, in order, starting after the current request's work (setImmediate).
 * The queue is bounded: when full, a new job is dropped and logged (the person can ask again).
 * A failing job is logged and does not stop the queue.
 */
export type JobQueue = {
  /** Queues a job; false (and an error log) when the queue is full or closed. */
  push(label: string, job: () => Promise<void>): boolean;
  /**
   * A wait for work a job handed on to run elsewhere (the worker sending the mail it queued).
   * Nothing runs it until someone calls idle(), which then waits for it too (tests, close), so a
   * stuck SMTP server never holds up the queue. Pass the same function each time: it is kept once.
   */
  handOff(wait: () => Promise<unknown>): void;
  /** Resolves once every job queued so far (and any they queue or hand off) has finished. */
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
  const handedOff = new Set<() => Promise<unknown>>();
  let handing: Promise<void> | null = null;

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

  const ownIdle = () =>
    !running && jobs.length === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push(resolve));

  async function idle() {
    // A job may hand off work and the work queue more jobs: look until both are quiet.
    for (;;) {
      await ownIdle();
      if (handing) {
        await handing;
        continue;
      }
      if (!handedOff.size) return;
      const waits = [...handedOff];
      handedOff.clear();
      const quiet = () => undefined;
      handing = Promise.all(waits.map((wait) => wait().then(quiet, quiet))).then(() => {
        handing = null;
      });
    }
  }

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
    handOff(wait) {
      handedOff.add(wait);
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
