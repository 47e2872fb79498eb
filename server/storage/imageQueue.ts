import { rateLimited } from '../errors';

/**
 * A bounded FIFO for CPU- and memory-heavy work (photo decoding). At most `concurrency` jobs run
 * at once; at most `maxWaiting` wait; beyond that a job is refused at once (429) instead of
 * piling up inputs in memory and threads in libuv's pool, which password hashing shares.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting (tests and logs). */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw rateLimited('The server is busy processing photos. Please try again in a minute.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job: `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Photo processing for the whole process: one image decoded at a time (sharp itself runs on one
 * libuv thread per pipeline), so of libuv's 4 threads at least 3 stay free for argon2, file and
 * DNS work. Sixteen more may wait (at most 8 MB each), then uploads are refused with 429.
 */
export const imageQueue = new WorkQueue(1, 16);
