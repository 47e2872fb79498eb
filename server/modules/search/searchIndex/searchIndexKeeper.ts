import { perOwner } from '../../../lib/versionedCache';
import { outageBackoff, type Outage, type OutageLog } from '../../../db/outage';
import { changesAfter, itemBatch, lastChange, pruneChanges, type Cursor } from './indexRepository';
import { MatchIndex } from './matchIndex';
import type { AppContext } from '../../../context';
import type { Db, Dialect } from '../../../db';

// Small batches: each blocks the event loop while its words are indexed (~5 ms at 500).
const BATCH = 500;
/** More changes than this at once: reloading is cheaper than applying them one by one. */
const MAX_CHANGES = 2000;
/** Changed-in-place items kept before a reload compacts the index. */
const MAX_CHANGED = 20_000;
/** Changes kept in `item_search_changes` for other instances that are catching up. */
const KEEP_CHANGES = 10_000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps one process's in-memory search index of one database current
 * (docs/performance.md#in-memory-search-index). Loaded in batches in the background (the event
 * loop keeps serving; searches use the database meanwhile), then caught up from
 * `item_search_changes` whenever the search version has moved since the last check.
 */
export class SearchIndexKeeper {
  private index: MatchIndex | null = null;
  private lastSeq = 0;
  private checkedVersion = -1;
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;

  private closed = false;
  /** Failed loads and catch-ups in a row: the next load waits, the outage is logged once. */
  private readonly outage: Outage;
  private retryAt = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    log: OutageLog,
  ) {
    this.outage = outageBackoff('search index (searching the database meanwhile)', log);
  }

  /** The index, current as of `version`; null while it loads (search the database then). */
  async current(version: number): Promise<MatchIndex | null> {
    if (!this.index) {
      void this.load();
      return null;
    }
    try {
      while (this.index && this.checkedVersion < version) {
        this.catchingUp ??= this.catchUp(version).finally(() => (this.catchingUp = null));
        await this.catchingUp;
      }
    } catch (err) {
      this.outage.failed(err);
      return null;
    }
    this.outage.succeeded();
    return this.index;
  }

  /** `loading` until the first load (or a reload) is done; searches use the database then. */
  get state(): 'ready' | 'loading' {
    return this.index ? 'ready' : 'loading';
  }

  /** Loads the index if it is not loaded (or loading), and waits for it. */
  async ready(): Promise<MatchIndex | null> {
    await this.load();
    return this.index;
  }

  /** Stops loading (the database is closing) and waits for the current batch. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.loading;
  }

  /**
   * Loads unless a load runs already. After a failed load the next waits (1 s doubling to 10 s,
   * server/db/outage.ts) and starts by itself, so a database outage at start or during a reload
   * ends with the index loaded, without a search per request hammering the database meanwhile.
   */
  private load(): Promise<void> {
    if (this.closed || Date.now() < this.retryAt) return this.loading ?? Promise.resolve();
    this.loading ??= this.loadAll()
      .then(
        () => this.outage.succeeded(),
        (err: unknown) => this.retryLater(err),
      )
      .finally(() => (this.loading = null));
    return this.loading;
  }

  private retryLater(err: unknown): void {
    const wait = this.outage.failed(err);
    this.retryAt = Date.now() + wait;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryAt = 0;
      if (!this.index) void this.load();
    }, wait);
    // Never keeps the process (or a test run) alive on its own.
    this.retryTimer.unref();
  }

  private async loadAll(): Promise<void> {
    const from = await lastChange(this.db);
    const index = new MatchIndex();
    let cursor: Cursor | null = null;
    for (;;) {
      const { items, next } = await itemBatch(this.db, this.dialect, cursor, BATCH);
      for (const item of items) index.put(item);
      if (this.closed) return;
      if (!next) break;
      cursor = next;
      await nextTick();
    }
    this.index = index;
    this.lastSeq = from;
    this.checkedVersion = -1;
    if (from > 2 * KEEP_CHANGES) await pruneChanges(this.db, from - KEEP_CHANGES);
  }

  /** Applies the changes after `lastSeq`; reloads when that is cheaper or no longer possible. */
  private async catchUp(version: number): Promise<void> {
    const { below, changes } = await changesAfter(
      this.db,
      this.dialect,
      this.lastSeq,
      MAX_CHANGES + 1,
    );
    const index = this.index;
    if (!index) return;
    let reload = below > this.lastSeq || changes.length > MAX_CHANGES;
    // Each change row comes with the item as it is now, so an item named twice is applied once:
    // every insert writes two rows (the insert, then its search_id), and applying the second
    // marked each new item changed in place, which every search then checks again (all of an
    // import's items: a search cost 12 times as much, docs/performance.md#importing).
    const applied = new Set<string>();
    for (const c of changes) {
      if (reload) break;
      if (applied.has(c.itemId)) continue;
      applied.add(c.itemId);
      if (c.itemId === '*') reload = true;
      else if (c.item) reload = !index.put(c.item);
      else index.remove(c.itemId);
    }
    if (index.changedCount > MAX_CHANGED) reload = true;
    if (reload) {
      this.index = null;
      void this.load();
      return;
    }
    if (changes.length) this.lastSeq = changes[changes.length - 1].seq;
    this.checkedVersion = Math.max(this.checkedVersion, version);
  }
}

/** The search index keeper of an app's database (one per process and app). */
export const searchIndexOf = perOwner<AppContext, SearchIndexKeeper>(
  (ctx) => new SearchIndexKeeper(ctx.db, ctx.dialect, ctx.log),
);
