import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from './imageStore';

export type DeleteLog = Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;
/** Keys kept at most; beyond that the oldest is given up (logged), so memory stays bounded. */
const MAX_PENDING = 10_000;

/**
 * Photo deletes that failed (the store was unreachable) are tried again in the background,
 * 5 s later, then backing off to a minute, and at once after the store next accepts a photo:
 * an outage leaves no photo without its item once the store is back
 * (docs/deploy.md#photos-in-object-storage-s3). Kept in memory: a restart forgets them, and
 * those objects then stay in the bucket, unreferenced and harmless.
 */
export class DeferredDeletes {
  private readonly keys = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private delayMs = FIRST_RETRY_MS;
  private log: DeleteLog | undefined;

  constructor(private readonly store: ImageStore) {}

  /** Keys still to delete. */
  get pending(): number {
    return this.keys.size;
  }

  add(keys: string[], log?: DeleteLog): void {
    if (log) this.log = log;
    if (this.keys.size === 0) {
      this.delayMs = FIRST_RETRY_MS;
      this.log?.warn({ keys: keys.length }, 'photo store unreachable: deletes retried later');
    }
    for (const key of keys) this.keys.add(key);
    while (this.keys.size > MAX_PENDING) {
      const oldest = this.keys.values().next().value as string;
      this.keys.delete(oldest);
      this.log?.error({ key: oldest }, 'photo delete given up: too many pending; object left over');
    }
    this.schedule();
  }

  /** Retries now (the store just answered); resolves when this round is over. */
  flush(): Promise<void> {
    if (this.keys.size === 0) return this.running ?? Promise.resolve();
    this.delayMs = FIRST_RETRY_MS;
    return this.run();
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.retry().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  private schedule(): void {
    if (this.timer || this.running || this.keys.size === 0) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(delay * 2, MAX_RETRY_MS);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
    // Pending deletes never keep a process (or a test run) alive.
    this.timer.unref();
  }

  private async retry(): Promise<void> {
    for (const key of [...this.keys]) {
      try {
        await this.store.delete(key);
        this.keys.delete(key);
      } catch {
        // Still unreachable: the rest waits for the next round.
        return;
      }
    }
    this.log?.info('photo store reachable again: deferred deletes done');
  }
}

const byStore = new WeakMap<ImageStore, DeferredDeletes>();

/** The deferred deletes of one store (each app has its own store). */
export function deferredDeletes(store: ImageStore): DeferredDeletes {
  let deletes = byStore.get(store);
  if (!deletes) {
    deletes = new DeferredDeletes(store);
    byStore.set(store, deletes);
  }
  return deletes;
}
