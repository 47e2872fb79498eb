import path from 'node:path';
import { perOwner } from '../../../lib/versionedCache';
import { outageBackoff, type Outage, type OutageLog } from '../../../db/outage';
import {
  changesAfter,
  changeMarks,
  itemBatch,
  pruneChanges,
  stillNewest,
  type Change,
  type Cursor,
} from './indexRepository';
import { readSnapshot, saveSnapshot } from './indexSnapshot';
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
/** A snapshot is saved again once the index is this many changes past it. */
const SAVE_EVERY = 20_000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps one process's in-memory search index of one database current
 * (docs/performance.md#in-memory-search-index). Loaded in batches in the background (the event
 * loop keeps serving; searches use the database meanwhile), then caught up from
 * `item_search_changes` whenever the search version has moved since the last check. With a
 * snapshot file, a start loads the index saved last and catches up from its seq instead
 * (indexSnapshot.ts); the index is saved after each build, every SAVE_EVERY changes and on close.
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
  /** The snapshot is read at the first load only: a later reload means it is out of date. */
  private snapshotTried = false;
  private saving: Promise<void> | null = null;
  private savedSeq = -1;
  /** Where the index in hand came from (the tests and the bench read it). */
  loadedFrom: 'snapshot' | 'database' | null = null;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly log: OutageLog,
    /** Where the index is saved between runs (null: never). */
    private readonly snapshotFile: string | null = null,
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

  /** Stops loading (the database is closing), waits for the current batch, saves the index. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.loading;
    await this.saving;
    await this.save();
  }

  /** Saves the index unless it is saved as of its seq (or a save runs); errors are logged. */
  private save(): Promise<void> {
    const index = this.index;
    if (!this.snapshotFile || !index || this.saving || this.lastSeq === this.savedSeq) {
      return this.saving ?? Promise.resolve();
    }
    const seq = this.lastSeq;
    this.saving = saveSnapshot(this.snapshotFile, index, { dialect: this.dialect, seq })
      .then(
        () => void (this.savedSeq = seq),
        (err: unknown) => this.log.warn({ err }, 'search index: the snapshot was not saved'),
      )
      .finally(() => (this.saving = null));
    return this.saving;
  }

  /**
   * Takes the index saved last, caught up with the changes since (page by page). False when
   * there is none or it cannot be used: not this database's (another dialect, its newest item
   * gone, a seq this database has not reached), the changes it needs pruned, or unreadable.
   */
  private async fromSnapshot(file: string): Promise<boolean> {
    try {
      const snapshot = await readSnapshot(file);
      if (!snapshot) return false;
      const f = snapshot.facts;
      const marks = await changeMarks(this.db);
      if (f.dialect !== this.dialect || f.seq > Math.max(marks.seq, marks.below)) return false;
      if (f.seq < marks.below) return false;
      if (!(await stillNewest(this.db, this.dialect, f.lastKey, f.lastId))) return false;
      const index = await snapshot.index();
      let seq = f.seq;
      for (;;) {
        if (this.closed) return false;
        const { below, changes } = await changesAfter(this.db, this.dialect, seq, MAX_CHANGES);
        if (below > seq || applyChanges(index, changes)) return false;
        if (changes.length) seq = changes[changes.length - 1].seq;
        if (changes.length < MAX_CHANGES) break;
        await nextTick();
      }
      this.index = index;
      this.buildInTurns(index);
      this.loadedFrom = 'snapshot';
      this.lastSeq = seq;
      this.savedSeq = f.seq;
      this.checkedVersion = -1;
      return true;
    } catch (err) {
      this.log.warn({ err }, 'search index: the snapshot could not be used, building it anew');
      return false;
    }
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
    if (this.snapshotFile && !this.snapshotTried) {
      this.snapshotTried = true;
      if (await this.fromSnapshot(this.snapshotFile)) return;
    }
    const marks = await changeMarks(this.db);
    const from = Math.max(marks.seq, marks.below);
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
    this.buildInTurns(index);
    this.loadedFrom = 'database';
    this.lastSeq = from;
    this.checkedVersion = -1;
    if (from > 2 * KEEP_CHANGES) await pruneChanges(this.db, from - KEEP_CHANGES);
    void this.save();
  }

  /**
   * Makes the index's table of where its common words meet (pairBlocks.ts) a block of items per
   * turn of the event loop, while it is the index served: searches go on meanwhile (unpruned
   * until it is complete), where building it at once held them for a third of a second at a
   * million items. Then the common words' bitsets, one a turn, which the first searches after a
   * start made (docs/performance.md#a-cold-server-and-a-running-one).
   */
  private buildInTurns(index: MatchIndex): void {
    const tables = index.startPairs();
    const step = () => {
      if (this.closed || this.index !== index) return;
      if (tables.buildStep(index.size) || index.warmStep()) setImmediate(step);
    };
    setImmediate(step);
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
    if (!reload) reload = applyChanges(index, changes);
    if (reload) {
      this.index = null;
      void this.load();
      return;
    }
    if (changes.length) this.lastSeq = changes[changes.length - 1].seq;
    this.checkedVersion = Math.max(this.checkedVersion, version);
    if (this.lastSeq - this.savedSeq > SAVE_EVERY) void this.save();
  }
}

/**
 * Applies changes to the index; true when it must be rebuilt instead. Each change row comes
 * with the item as it is now, so an item named twice is applied once: every insert writes two
 * rows (the insert, then its search_id), and applying the second marked each new item changed
 * in place, which every search then checks again (all of an import's items: a search cost 12
 * times as much, docs/performance.md#importing).
 */
function applyChanges(index: MatchIndex, changes: Change[]): boolean {
  const applied = new Set<string>();
  for (const c of changes) {
    if (applied.has(c.itemId)) continue;
    applied.add(c.itemId);
    if (c.itemId === '*') return true;
    if (c.item) {
      if (!index.put(c.item)) return true;
    } else index.remove(c.itemId);
  }
  return index.changedCount > MAX_CHANGED;
}

/** Where an app's index is saved between runs: beside its data (docs/deploy.md). */
export const snapshotFileOf = (dataDir: string) => path.join(dataDir, 'search-index', 'snapshot');

/** The search index keeper of an app's database (one per process and app). */
export const searchIndexOf = perOwner<AppContext, SearchIndexKeeper>(
  (ctx) => new SearchIndexKeeper(ctx.db, ctx.dialect, ctx.log, snapshotFileOf(ctx.config.dataDir)),
);
