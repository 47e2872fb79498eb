import { ByteLru } from '../lib/byteLru';
import { freshReadOn } from '../lib/freshRead';
import { perOwner } from '../lib/versionedCache';
import { reusableQuery } from './reusableQuery';
import type { SearchTable, SortKey } from './adminSearch';
import type { Db } from './index';

/*
 * The admin lists' caches, on both databases (docs/performance.md#admin-lists): counts and whole
 * sorted match sets per term, valid for one `admin_search_version` of their table.
 */

/**
 * Per-database LRU of values computed for one version of a table's searchable data.
 * `admin_search_version` is bumped by migration 003's triggers on every insert and delete and on
 * updates of the searched or sorted columns. The version is read BEFORE computing: a write in
 * between only makes the entry look older than it is (a later miss), never a stale value under a
 * current version, also with several servers on one database file.
 */
export class VersionedCache<V> {
  private readonly byDb = new WeakMap<Db, ByteLru<{ version: number; value: V }>>();
  constructor(
    private readonly size: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  private entries(db: Db): ByteLru<{ version: number; value: V }> {
    const found = this.byDb.get(db);
    if (found) return found;
    const cache = new ByteLru<{ version: number; value: V }>(
      this.maxBytes,
      (e) => 16 + this.sizeOf(e.value),
      this.size,
    );
    this.byDb.set(db, cache);
    return cache;
  }

  /** The value stored for this version, if any (and marks it recently used). */
  peek(db: Db, key: string, version: number): V | undefined {
    const cache = this.entries(db);
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (hit.version !== version) {
      cache.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(db: Db, key: string, version: number, value: V): void {
    this.entries(db).set(key, { version, value });
  }
}

// Read on every admin list request: compiled once (docs/performance.md#request-path).
const readVersion = reusableQuery(
  'admin_search_version',
  (db, [table]) =>
    db
      .withTables<{ admin_search_version: { name: string; version: number } }>()
      .selectFrom('admin_search_version')
      .select('version')
      .where('name', '=', table as SearchTable['table']),
  { prepare: true },
);

const versionReadersOf = perOwner<Db, Record<SearchTable['table'], () => Promise<number>>>((db) => {
  const reader = (table: SearchTable['table']) =>
    freshReadOn(db, async () => {
      const [row] = await readVersion(db, [table]);
      return Number(row?.version ?? -1);
    });
  return { users: reader('users'), items: reader('items') };
});

/** The table's admin search version, read after the call (server/lib/freshRead.ts). */
export const searchVersion = (db: Db, table: SearchTable['table']): Promise<number> =>
  versionReadersOf(db)[table]();

const counts = new VersionedCache<number>(200, 256 * 1024, () => 8);

/** The number of `table` rows matching a search, cached per term. */
export async function cachedSearchCount(
  db: Db,
  table: SearchTable['table'],
  term: string,
  count: () => Promise<number>,
): Promise<number> {
  const version = await searchVersion(db, table);
  const key = `${table}\u0000${term}`;
  const hit = counts.peek(db, key, version);
  if (hit !== undefined) return hit;
  const n = await count();
  counts.set(db, key, version, n);
  return n;
}

/**
 * The cache key of a term's whole match set sorted by `keys`, and that sort made ascending: a
 * set is kept ascending, and a descending order (every key flips) is the same list read
 * backwards (pageOfSorted).
 */
export function sortedSetKey(table: SearchTable['table'], term: string, keys: readonly SortKey[]) {
  const asc = keys.map(([c]) => [c, 'asc'] as const);
  return { asc, key: `${table}\u0000${term}\u0000${asc.join()}` };
}

/** One page of an ascending sorted set, read backwards when the first sort key is descending. */
export function pageOfSorted<T>(
  sorted: ArrayLike<T>,
  p: { keys: readonly SortKey[]; limit: number; offset: number },
): T[] {
  const descending = p.keys[0][1] === 'desc';
  const end = Math.min(sorted.length, p.offset + p.limit);
  const page: T[] = [];
  for (let i = p.offset; i < end; i++) page.push(sorted[descending ? sorted.length - 1 - i : i]);
  return page;
}
