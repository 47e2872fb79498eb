import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  cachedSearchCount,
  pageOfSorted,
  searchVersion,
  sortedSetKey,
  VersionedCache,
} from './adminSearchCache';
import { toCount } from './count';
import { integersOf, rankedOnThread } from './readThreadPool';
import type { RankedTask } from './sortRanks';
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
  /**
   * Its changes are logged in `item_search_changes` (items): a large match set is ordered by the
   * read thread's in-memory ranks (sortRanks.ts) instead of sorted by SQLite.
   */
  sortRanks?: boolean;
};

/** One ORDER BY term; the last one must make the order total (the id). */
export type SortKey = readonly [column: string, order: Order];

/** Whether this search goes through the SQLite trigram index. */
export const usesFts = (dialect: Dialect, term: string | undefined): term is string =>
  dialect === 'sqlite' && term !== undefined && isIndexable(term);

export const orderBy = (keys: readonly SortKey[]) =>
  sql.join(keys.map(([c, o]) => sql`${sql.ref(c)} ${sql.raw(o === 'asc' ? 'asc' : 'desc')}`));

/** Whole match sets in sort order, as search ids: at most 32 of them and 32 MB. */
const orderedMatches = new VersionedCache<Int32Array>(32, 32 * 1024 * 1024, (a) => a.byteLength);

/** Rows matching a term of 3+ characters: one entry per row in the FTS table. */
export async function countFtsMatches(db: Db, t: SearchTable, term: string): Promise<number> {
  // Counted on the read thread, which keeps the matches for the sorted sets that follow.
  const kept = t.sortRanks
    ? await rankedOnThread(db, { ...rankedTask(db, t, term, null), count: true })
    : null;
  if (kept) return kept[0];
  const fts = sql.table(t.fts);
  const query = sql<{ n: number }>`select count(*) as n from ${fts}
    where ${fts} match ${ftsPhrase(term)}`;
  // A broad term's count is tens of milliseconds at a million rows: on the read thread too.
  const [n] = await integersOf(db, query);
  return toCount(n);
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

  const { asc, key } = sortedSetKey(t.table, term, p.keys);
  const large = p.total > tuning.smallSet;
  const version = large ? await searchVersion(db, t.table) : -1;
  const cached = large ? orderedMatches.peek(db, key, version) : undefined;
  if (cached) return pageOfSearchIds(db, t, cached, p);

  if (isAscii(term)) {
    const expected = ((p.offset + p.limit) * (await rowsIn(db, t))) / Math.max(p.total, 1);
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
    cross join ${table}${indexedBy(t)}
    on ${table}.search_id = m.sid`;
  if (!large) {
    const sorted = await sql<{ id: string }>`select id from ${matches}
      order by ${order} limit ${p.limit} offset ${p.offset}`.execute(db);
    return sorted.rows.map((r) => r.id);
  }
  const ranked = t.sortRanks ? await rankedOnThread(db, rankedTask(db, t, term, asc)) : null;
  // Else sorted on the read thread where there is one (SQLite): the sort held the event loop for
  // 300-460 ms at a million items (docs/performance.md#admin-lists).
  const query = sql<{ sid: number }>`select search_id as sid from ${matches}
    order by ${orderBy(asc)}`;
  const sids = ranked ?? (await integersOf(db, query));
  orderedMatches.set(db, key, version, sids);
  return pageOfSearchIds(db, t, sids, p);
}

const indexedBy = (t: SearchTable) =>
  t.sortIndex ? sql` indexed by ${sql.id(t.sortIndex)}` : sql``;

/** The statements the read thread orders a match set with by its ranks (sortRanks.ts). */
export function rankedTask(
  db: Db,
  t: SearchTable,
  term: string | null,
  asc: readonly SortKey[] | null,
): RankedTask {
  const table = sql.table(t.table);
  const fts = sql.table(t.fts);
  const matches =
    term === null
      ? null
      : sql`select rowid from ${fts} where ${fts} match ${ftsPhrase(term)}`.compile(db);
  const found = matches && { sql: matches.sql, parameters: matches.parameters };
  // A count needs no order.
  if (!asc) return { matches: found, order: '', before: '', orderOf: '' };
  const keysOf = (row: string) => sql.join(asc.map(([c]) => sql.ref(`${row}.${c}`)));
  return {
    matches: found,
    // The covering index read whole and sorted: walking the title index and looking each row's
    // search_id up took twice as long (3.6 s against 1.8 s at a million items).
    order: sql`select search_id from ${table}${indexedBy(t)} where search_id is not null
      order by ${orderBy(asc)}`.compile(db).sql,
    before: sql`select (${keysOf('a')}) < (${keysOf('b')}) from ${table} as a, ${table} as b
      where a.search_id = ? and b.search_id = ?`.compile(db).sql,
    orderOf: sql`select search_id from ${table}
      where search_id in (select value from json_each(?)) order by ${orderBy(asc)}`.compile(db).sql,
  };
}

/** Tables this large have their ranks built at start; a smaller one's sets sort in milliseconds. */
const WARM_FROM_ROWS = 100_000;

/**
 * Builds the read thread's ranks for each of `sorts` (SQLite, large tables), so the first admin
 * lists after a start do not wait for them: about 4 s of the thread at a million items.
 */
export async function warmSortRanks(
  db: Db,
  t: SearchTable,
  sorts: readonly (readonly SortKey[])[],
): Promise<void> {
  if (!t.sortRanks || (await rowsIn(db, t)) < WARM_FROM_ROWS) return;
  for (const asc of sorts) await rankedOnThread(db, rankedTask(db, t, null, asc));
}

/**
 * Rows in the table, counted once per version of its searchable data (inserts and deletes bump
 * it): a count(*) per request read the whole table's smallest index (1,000,000 items: ~20 ms).
 */
const rowsIn = (db: Db, t: SearchTable): Promise<number> =>
  cachedSearchCount(db, t.table, '', async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(t.table)}`.execute(db);
    return toCount(rows[0]?.n);
  });

/** The ids of one page of a sorted match set (ascending search ids, read backwards for desc). */
async function pageOfSearchIds(
  db: Db,
  t: SearchTable,
  sids: Int32Array,
  p: { keys: readonly SortKey[]; limit: number; offset: number },
): Promise<string[]> {
  const page = pageOfSorted(sids, p);
  if (page.length === 0) return [];
  const { rows } = await sql<{ id: string; sid: number }>`select id, search_id as sid
    from ${sql.table(t.table)} where search_id in (${sql.join(page)})`.execute(db);
  const idOf = new Map(rows.map((r) => [r.sid, r.id]));
  return page.flatMap((sid) => idOf.get(sid) ?? []);
}
