import type { EventEmitter } from 'node:events';

/**
 * What the pool drives: a worker thread (node:worker_threads' Worker fits as it is) or anything
 * that behaves like one, such as a child process (server/lib/childWorker.ts).
 */
export type PoolWorker = EventEmitter & {
  readonly threadId: number;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
  ref(): void;
  unref(): void;
  terminate(): Promise<unknown>;
};

/** What a pool thread receives: the task's own fields and the pool's id for the answer. */
export type ThreadRequest<Task extends object> = Task & { id: number };
/** What a pool thread answers to each request, by its id. */
export type ThreadReply<Result> =
  { id: number; ok: true; value: Result } | { id: number; ok: false; error: string };

export type ThreadPoolOptions = {
  /** Starts one thread (server/lib/threads.ts `startThread`, or any Worker in tests). */
  start: () => PoolWorker;
  /** Threads at most, each running one task at a time; started when work arrives. */
  size: number;
  /** Tasks waiting for a thread at most; one more is refused with `ThreadPoolFull`. */
  maxQueued: number;
  /** A task running longer than this stops its thread and fails (a stuck thread is replaced). */
  timeoutMs: number;
  /** A thread that failed or stopped on its own (logged by the owner). */
  onError?: (err: unknown) => void;
};

/** The queue is full: the caller answers "busy, try again shortly". */
export class ThreadPoolFull extends Error {
  constructor() {
    super('The thread pool queue is full.');
    this.name = 'ThreadPoolFull';
  }
}

type Job<Task, Result> = {
  id: number;
  task: Task;
  attempts: number;
  resolve: (done: { value: Result; threadId: number }) => void;
  reject: (err: Error) => void;
};

type Slot<Task, Result> = {
  worker: PoolWorker;
  job: Job<Task, Result> | null;
  timer?: NodeJS.Timeout;
  /** Stopping or stopped: no new task goes to it. */
  dead: boolean;
  /** Stopped by the pool (a task timed out): its exit is expected. */
  stoppedByPool?: boolean;
};

/** A task whose thread died is tried once more on a fresh thread, then fails. */
const MAX_ATTEMPTS = 2;

/**
 * A small pool of worker threads for CPU-heavy work that must not hold the event loop
 * (docs/performance.md#label-rendering). Tasks run strictly first in, first out, one per
 * thread; the queue is bounded so a burst is refused early instead of waiting for minutes.
 * Threads start on first use, never keep the process alive while idle (`unref`), are replaced
 * when they die (the task they held is retried once), and stop on `close()`.
 */
export class ThreadPool<Task extends object, Result> {
  private readonly slots: Slot<Task, Result>[] = [];
  private readonly queue: Job<Task, Result>[] = [];
  private nextId = 1;
  private closed = false;
  private startedCount = 0;
  private doneCount = 0;

  constructor(private readonly opts: ThreadPoolOptions) {}

  /** Runs a task on a thread; resolves with its result and the id of the thread that ran it. */
  run(task: Task): Promise<{ value: Result; threadId: number }> {
    if (this.closed) return Promise.reject(new Error('The thread pool is closed.'));
    const free = this.freeCapacity();
    if (this.queue.length + 1 - free > this.opts.maxQueued) {
      return Promise.reject(new ThreadPoolFull());
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, attempts: 0, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts every thread now instead of on first use: a server does it at boot, so the first
   * burst of work does not also pay for starting a process on the event loop (`npm run bench:burst`).
   */
  warm(): void {
    while (!this.closed && this.startSlot());
  }

  /** Figures for tests and diagnostics. */
  get stats() {
    return {
      started: this.startedCount,
      done: this.doneCount,
      running: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
      threadIds: this.slots.filter((s) => !s.dead).map((s) => s.worker.threadId),
    };
  }

  /** The live threads (tests stop one to check that the pool recovers). */
  get workers(): readonly PoolWorker[] {
    return this.slots.filter((s) => !s.dead).map((s) => s.worker);
  }

  /** Fails waiting and running tasks and stops every thread. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The thread pool is closed.'));
    await Promise.all(
      this.slots.map(async (slot) => {
        this.settle(slot)?.reject(new Error('The thread pool is closed.'));
        slot.dead = true;
        await slot.worker.terminate();
      }),
    );
  }

  private freeCapacity(): number {
    const idle = this.slots.filter((s) => !s.dead && !s.job).length;
    const unstarted = this.opts.size - this.slots.filter((s) => !s.dead).length;
    return idle + Math.max(0, unstarted);
  }

  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.dead && !s.job) ?? this.startSlot();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private startSlot(): Slot<Task, Result> | null {
    if (this.slots.filter((s) => !s.dead).length >= this.opts.size) return null;
    const worker = this.opts.start();
    worker.unref();
    const slot: Slot<Task, Result> = { worker, job: null, dead: false };
    this.slots.push(slot);
    this.startedCount++;
    worker.on('message', (reply: ThreadReply<Result>) => this.answered(slot, reply));
    worker.on('messageerror', (err) => this.failRunning(slot, err));
    worker.on('error', (err) => {
      slot.dead = true;
      this.opts.onError?.(err);
    });
    worker.on('exit', (code) => this.exited(slot, code));
    return slot;
  }

  private assign(slot: Slot<Task, Result>, job: Job<Task, Result>): void {
    slot.job = job;
    job.attempts++;
    // Held open only while it works, so a finished task is never lost to an exiting process.
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      const err = new Error(`A pool task took longer than ${this.opts.timeoutMs} ms.`);
      slot.dead = slot.stoppedByPool = true;
      this.opts.onError?.(err);
      this.settle(slot)?.reject(err);
      void slot.worker.terminate();
    }, this.opts.timeoutMs);
    slot.timer.unref();
    const request = { ...job.task, id: job.id } as ThreadRequest<Task>;
    slot.worker.postMessage(request);
  }

  /** Frees the slot of its job and returns the job (null when it had none). */
  private settle(slot: Slot<Task, Result>): Job<Task, Result> | null {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    return job;
  }

  private answered(slot: Slot<Task, Result>, reply: ThreadReply<Result>): void {
    if (slot.job?.id !== reply.id) return;
    const job = this.settle(slot)!;
    this.doneCount++;
    if (reply.ok) job.resolve({ value: reply.value, threadId: slot.worker.threadId });
    else job.reject(new Error(reply.error));
    this.pump();
  }

  private failRunning(slot: Slot<Task, Result>, err: unknown): void {
    this.settle(slot)?.reject(err instanceof Error ? err : new Error(String(err)));
    this.pump();
  }

  private exited(slot: Slot<Task, Result>, code: number): void {
    slot.dead = true;
    this.slots.splice(this.slots.indexOf(slot), 1);
    const job = this.settle(slot);
    if (this.closed) return;
    if (!job) {
      if (code !== 0 && !slot.stoppedByPool) {
        this.opts.onError?.(new Error(`A pool thread exited with code ${code}.`));
      }
    } else if (job.attempts < MAX_ATTEMPTS) {
      this.opts.onError?.(new Error(`A pool thread stopped (code ${code}); retrying its task.`));
      this.queue.unshift(job);
    } else {
      job.reject(new Error(`A pool thread stopped (code ${code}) running the task twice.`));
    }
    this.pump();
  }
}
