import { perOwner } from '../../../lib/versionedCache';
import { startThread } from '../../../lib/threads';
import { SearchWindowCache } from '../searchWindowCache';
import { indexSearchKeys } from './indexSearchKeys';
import { searchIndexOf, type SearchIndexKeeper } from './searchIndexKeeper';
import type { Worker } from 'node:worker_threads';
import type { AppContext } from '../../../context';
import type { KeyQuery } from '../searchKeys';
import type { PlaceResolver } from './filterSets';
import type { FromSearchThread, KeysAnswer, ToSearchThread } from './searchThreadMessages';

/**
 * The in-memory search index as the rest of the server uses it, wherever it lives
 * (docs/performance.md#the-search-thread): on SQLite a thread of its own (SEARCH_INDEX_THREAD,
 * on by default), elsewhere the event loop (SearchIndexKeeper).
 */
export type SearchIndexService = {
  /** `loading` until the index is loaded (searches use the database meanwhile). */
  readonly state: 'ready' | 'loading';
  /** Loads the index if it is not loaded, and waits for it; false if it could not be. */
  ready(): Promise<boolean>;
  /** A page of a search's keys, current as of `query.version`; null while the index loads. */
  keys(query: KeyQuery, places?: PlaceResolver): Promise<KeysAnswer>;
  /** Stops it, saving the index for the next start. */
  close(): Promise<void>;
};

/**
 * The index kept by `keeper` on the calling thread: the event loop (PostgreSQL, or
 * SEARCH_INDEX_THREAD=off), or the search thread itself.
 */
export function onThisThread(keeper: SearchIndexKeeper): SearchIndexService {
  // Its own windows: the database's, cached while the index loaded, lack its corrections.
  const windows = new SearchWindowCache();
  return {
    get state() {
      return keeper.state;
    },
    ready: async () => (await keeper.ready()) !== null,
    async keys(query, places) {
      const index = await keeper.current(query.version ?? -1);
      if (!index) return null;
      return indexSearchKeys(index, query, places, windows);
    },
    close: () => keeper.close(),
  };
}

/** A request the thread did not answer in this time is given up (the database answers it). */
const ANSWER_TIMEOUT_MS = 30_000;
/**
 * The thread's young generation, in MB: the default (about 34 MB of the process's memory) held
 * 30 MB more after the 1M bench, for no less CPU a search (docs/performance.md#the-search-thread).
 */
const YOUNG_MB = 8;
/** After the thread failed, a new one is started no sooner than this. */
const RESTART_AFTER_MS = 1_000;

/** Between a thread's failure and the start of the next one, or after close. */
const NOT_RUNNING = new Error('the search thread is not running');

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/**
 * The index on the search thread (server/threads/searchThread.ts), started with the first call.
 * If the thread fails or stops, its requests are answered by the database (null) and the next
 * call after a second starts a new one, which loads the index from its snapshot.
 */
class ThreadIndex implements SearchIndexService {
  state: 'ready' | 'loading' = 'loading';
  /** The thread, while one runs (its test stops it). */
  worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private startAfter = 0;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  ready(): Promise<boolean> {
    return this.ask({ type: 'ready' }).then(
      (loaded) => loaded === true,
      () => false,
    );
  }

  async keys(query: KeyQuery): Promise<KeysAnswer> {
    try {
      return (await this.ask({ type: 'keys', query })) as KeysAnswer;
    } catch (err) {
      // A thread that stopped was logged once (thread()); the searches meanwhile are not.
      if (err !== NOT_RUNNING) {
        this.ctx.log.warn({ err }, 'search thread: a search fell back to the database');
      }
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    try {
      await this.send(worker, { type: 'close' });
    } catch (err) {
      this.ctx.log.warn({ err }, 'search thread: the index was not saved at close');
    }
    this.worker = null;
    await worker.terminate();
  }

  private ask(message: DistributiveOmit<ToSearchThread, 'id'>): Promise<unknown> {
    const worker = this.thread();
    if (!worker) return Promise.reject(NOT_RUNNING);
    return this.send(worker, message);
  }

  private send(worker: Worker, message: DistributiveOmit<ToSearchThread, 'id'>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('the search thread did not answer in time'));
      }, ANSWER_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      });
      worker.postMessage({ ...message, id } as ToSearchThread);
    });
  }

  private thread(): Worker | null {
    if (this.worker || this.closed || Date.now() < this.startAfter) return this.worker;
    const worker = startThread(
      'searchThread',
      {
        workerData: { config: this.ctx.config },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB },
      },
      { background: false },
    );
    // Never keeps the process (or a test run) alive on its own.
    worker.unref();
    worker.on('message', (reply: FromSearchThread) => {
      this.state = reply.state;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new Error(reply.error));
    });
    const failed = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.state = 'loading';
      this.startAfter = Date.now() + RESTART_AFTER_MS;
      if (!this.closed) this.ctx.log.error({ err }, 'search thread stopped');
      for (const p of this.pending.values()) p.reject(NOT_RUNNING);
      this.pending.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`the search thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The search index of an app's database (one per process and app). */
export const searchIndexServiceOf = perOwner<AppContext, SearchIndexService>((ctx) =>
  ctx.dialect === 'sqlite' && ctx.config.searchIndexThread
    ? new ThreadIndex(ctx)
    : onThisThread(searchIndexOf(ctx)),
);
