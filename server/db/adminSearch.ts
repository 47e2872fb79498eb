import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ByteLru } from '../lib/byteLru';
import { freshReadOn } from '../lib/freshRead';
import { perOwner } from '../lib/versionedCache';
import { toCount } from './count';
import type { Db, Dialect } from './index';

export type Order = 'asc' | 'desc';

/*
 * Admin search: a case-insensitive SUBSTRING match over all rows (inactive included), backed by
 * migration 003.
 *
 * PostgreSQL: `lower(col) LIKE lower('%term%')` on every column, which the pg_trgm GIN indexes on
 * lower(col) answer for terms of 3+ characters (shorter ones: the planner scans).
 *
 * SQLite, terms of 3+ characters: trigram FTS5 tables (`users_admin_fts`, `items_admin_fts`)
 * keyed by the tables' `search_id`. The whole term is one quoted phrase, i.e. a substring. Counts
 * come from the FTS table alone; a page is found by walking the sort index over a bounded window
 * of rows (cheap when matches are common and the page is near the top), else by sorting the match
 * set (per request when it is small; once per term, sort and data version when it is large).
 * Terms of 1-2 characters cannot use the trigram index: they are matched with an escaped LIKE
 * over the table (correct, but a scan: ~10 ms for 50k users, ~30 ms for 100k items).
 * Counts and large sorted match sets are cached in-process per database, checked on every use
 * against `admin_search_version`, which 003's triggers bump on any change to the searched or
 * sorted columns (and on insert/delete).
 *
 * Case folding: the trigram tokenizer folds Unicode case; SQLite's LIKE only ASCII. The window
 * walk (LIKE) is therefore only used for ASCII terms, so count and page always agree.
 */

/** Escapes LIKE wildcards so a search for `50%` or `a_b` matches those characters literally. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** FTS5 query for the whole term as one phrase; with the trigram tokenizer, a substring. */
export const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/** Trigram indexes find nothing for shorter terms (counted in characters, not UTF-16 units). */
export const MIN_INDEXED_CHARS = 3;
export const isIndexable = (term: string): boolean => [...term].length >= MIN_INDEXED_CHARS;

// eslint-disable-next-line no-control-regex
const isAscii = (term: string): boolean => /^[\x00-\x7f]*$/.test(term);

/**
 * Case-insensitive substring match of `term` on any of `columns`. SQLite's LIKE is already
 * case-insensitive (ASCII); PostgreSQL compares lower() of both sides, the expression its trigram
 * indexes are built on. The ESCAPE clause makes the escaping explicit on both (`\` is literal in
 * standard SQL strings).
 */
export function containsAny(
  dialect: Dialect,
  columns: readonly string[],
  term: string,
): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  const tests = columns.map((c) =>
    dialect === 'postgres'
      ? sql<SqlBool>`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`
      : sql<SqlBool>`${sql.ref(c)} like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** The search text to apply, or undefined when there is nothing to search for. */
export const searchTerm = (raw: string | undefined): string | undefined => {
  const term = raw?.trim();
  return term ? term : undefined;
};

/** A table the admin lists search, with its trigram FTS5 table (SQLite). */
export type SearchTable = {
  table: 'users' | 'items';
  fts: 'users_admin_fts' | 'items_admin_fts';
  columns: readonly string[];
  /** Index from search_id to the sort keys: sorting a match set without reading the rows. */
  sortIndex?: string;
};

/** One ORDER BY term; the last one must make the order total (the id). */
export type SortKey = readonly [column: string, order: Order];

/** Whether this search goes through the SQLite trigram index. */
export const usesFts = (dialect: Dialect, term: string | undefined): term is string =>
  dialect === 'sqlite' && term !== undefined && isIndexable(term);

const orderBy = (keys: readonly SortKey[]) =>
  sql.join(keys.map(([c, o]) => sql`${sql.ref(c)} ${sql.raw(o === 'asc' ? 'asc' : 'desc')}`));

// --- Caches (both databases) ---------------------------------------------------------------

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

const versionReadersOf = perOwner<Db, Record<SearchTable['table'], () => Promise<number>>>((db) => {
  const reader = (table: SearchTable['table']) =>
    freshReadOn(db, async () => {
      const { rows } = await sql<{ version: number }>`select version from admin_search_version
          where name = ${table}`.execute(db);
      return Number(rows[0]?.version ?? -1);
    });
  return { users: reader('users'), items: reader('items') };
});

/** The table's admin search version, read after the call (server/lib/freshRead.ts). */
export const searchVersion = (db: Db, table: SearchTable['table']): Promise<number> =>
  versionReadersOf(db)[table]();

const counts = new VersionedCache<number>(200, 256 * 1024, () => 8);
/** Whole match sets in sort order, as search ids: at most 32 of them and 32 MB. */
const orderedMatches = new VersionedCache<Int32Array>(32, 32 * 1024 * 1024, (a) => a.byteLength);

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

/** Rows matching a term of 3+ characters: one entry per row in the FTS table. */
export async function countFtsMatches(db: Db, t: SearchTable, term: string): Promise<number> {
  const fts = sql.table(t.fts);
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${fts}
    where ${fts} match ${ftsPhrase(term)}`.execute(db);
  return toCount(rows[0]?.n);
}

/** Rows of `t` containing `term` in any searched column (or all rows), without the trigram index. */
async function countScanMatches(
  db: Db,
  t: SearchTable,
  dialect: Dialect,
  term: string | undefined,
): Promise<number> {
  let q = db.selectFrom(t.table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (term) q = q.where(containsAny(dialect, t.columns, term));
  const row = await q.executeTakeFirstOrThrow();
  return toCount(row.n);
}

/**
 * How many rows of `t` match an admin search: the trigram index for 3+ characters on SQLite,
 * otherwise the same filter the repository's list uses (PostgreSQL's trigram indexes answer it);
 * cached per term and table version on both.
 */
export function countSearchMatches(
  db: Db,
  t: SearchTable,
  dialect: Dialect,
  term: string | undefined,
): Promise<number> {
  const count = () =>
    usesFts(dialect, term) ? countFtsMatches(db, t, term) : countScanMatches(db, t, dialect, term);
  return term ? cachedSearchCount(db, t.table, term, count) : count();
}

// --- Page (SQLite, 3+ characters) -------------------------------------------------------------

/**
 * The window walk is tried when the page should lie within `maxRows` rows of the sort order
 * (assuming matches spread evenly), over 3x that many rows within [minWindow, maxWindow].
 * Tests pass their own to exercise both plans.
 */
export type PageTuning = {
  maxRows: number;
  minWindow: number;
  maxWindow: number;
  /** Match sets up to this size are sorted per request; larger ones are sorted once, cached. */
  smallSet: number;
};
const TUNING: PageTuning = { maxRows: 400, minWindow: 100, maxWindow: 1200, smallSet: 500 };

/**
 * Ids of one page of FTS matches in `keys` order. `total` is the number of matches (from
 * countFtsMatches); the caller skips pages past the end.
 *
 * 1. Window walk (ASCII terms, matches common enough): take the first W rows in sort order
 *    (index-driven) and keep those whose columns contain the term. If the window holds the whole
 *    page, that page is exact, because the window is a prefix of the full order.
 * 2. Otherwise sort the match set: the FTS rowids joined to the table by search_id (through a
 *    covering index where there is one). A small set is top-N sorted by SQLite per request; a
 *    large one (thousands of rows: ~1 µs each) is sorted once per term, order and data version
 *    and kept as search ids, so paging and re-sorting a broad search cost a slice and 10 lookups.
 */
export async function pageOfFtsMatchIds(
  db: Db,
  t: SearchTable,
  term: string,
  p: { keys: readonly SortKey[]; limit: number; offset: number; total: number },
  tuning: PageTuning = TUNING,
): Promise<string[]> {
  const want = Math.min(p.limit, p.total - p.offset);
  if (want <= 0) return [];
  const table = sql.table(t.table);
  const order = orderBy(p.keys);

  // Cached ascending; a descending order (every key flips) is the same list read backwards.
  const asc = p.keys.map(([c]) => [c, 'asc'] as const);
  const key = `${t.table}\u0000${term}\u0000${asc.join()}`;
  const large = p.total > tuning.smallSet;
  const version = large ? await searchVersion(db, t.table) : -1;
  const cached = large ? orderedMatches.peek(db, key, version) : undefined;
  if (cached) return pageOfSearchIds(db, t, cached, p);

  if (isAscii(term)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${table}`.execute(db);
    const expected = ((p.offset + p.limit) * toCount(rows[0]?.n)) / Math.max(p.total, 1);
    if (expected <= tuning.maxRows) {
      const window = Math.min(
        tuning.maxWindow,
        Math.max(tuning.minWindow, Math.ceil(expected * 3)),
      );
      const columns = [...new Set(['id', ...p.keys.map(([c]) => c), ...t.columns])];
      const walked = await sql<{ id: string }>`select id from (
          select ${sql.join(columns.map((c) => sql.ref(c)))} from ${table}
          order by ${order} limit ${window}
        ) where ${containsAny('sqlite', t.columns, term)}
        order by ${order} limit ${p.limit} offset ${p.offset}`.execute(db);
      if (walked.rows.length === want) return walked.rows.map((r) => r.id);
    }
  }

  const fts = sql.table(t.fts);
  const matches = sql`(select rowid as sid from ${fts} where ${fts} match ${ftsPhrase(term)}) as m
    cross join ${table}${t.sortIndex ? sql` indexed by ${sql.id(t.sortIndex)}` : sql``}
    on ${table}.search_id = m.sid`;
  if (!large) {
    const sorted = await sql<{ id: string }>`select id from ${matches}
      order by ${order} limit ${p.limit} offset ${p.offset}`.execute(db);
    return sorted.rows.map((r) => r.id);
  }
  const { rows } = await sql<{ sid: number }>`select search_id as sid from ${matches}
    order by ${orderBy(asc)}`.execute(db);
  const sids = Int32Array.from(rows, (r) => r.sid);
  orderedMatches.set(db, key, version, sids);
  return pageOfSearchIds(db, t, sids, p);
}

/** The ids of one page of a sorted match set (ascending search ids, read backwards for desc). */
async function pageOfSearchIds(
  db: Db,
  t: SearchTable,
  sids: Int32Array,
  p: { keys: readonly SortKey[]; limit: number; offset: number },
): Promise<string[]> {
  const descending = p.keys[0][1] === 'desc';
  const end = Math.min(sids.length, p.offset + p.limit);
  const page: number[] = [];
  for (let i = p.offset; i < end; i++) page.push(sids[descending ? sids.length - 1 - i : i]);
  if (page.length === 0) return [];
  const { rows } = await sql<{ id: string; sid: number }>`select id, search_id as sid
    from ${sql.table(t.table)} where search_id in (${sql.join(page)})`.execute(db);
  const idOf = new Map(rows.map((r) => [r.sid, r.id]));
  return page.flatMap((sid) => idOf.get(sid) ?? []);
}
