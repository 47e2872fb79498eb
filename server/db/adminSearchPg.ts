import { sql } from 'kysely';
import { containsAny, orderBy, type SearchTable, type SortKey } from './adminSearch';
import { pageOfSorted, searchVersion, sortedSetKey, VersionedCache } from './adminSearchCache';
import type { Db } from './index';

/*
 * Admin search pages on PostgreSQL (docs/performance.md#admin-lists). A small match set is sorted
 * by PostgreSQL per request (the trigram indexes find it, a top-N sort orders it). A large one
 * (a common fragment: thousands of rows) is sorted once per term, sort and table version and kept
 * as ids in ascending order, so paging, flipping the order and coming back cost a slice and one
 * lookup by primary key, as the SQLite path does with its search ids.
 */

/** Match sets up to this size are sorted per request. */
export const PG_SMALL_SET = 500;

/** Whole sorted match sets as ids: at most 32 of them and 32 MB per database. */
const orderedIds = new VersionedCache<string[]>(32, 32 * 1024 * 1024, (ids) =>
  ids.reduce((n, id) => n + 16 + 2 * id.length, 0),
);

/** Ids of one page of the rows of `t` containing `term`, in `keys` order; `total` from the count. */
export async function pageOfPgMatchIds(
  db: Db,
  t: SearchTable,
  term: string,
  p: { keys: readonly SortKey[]; limit: number; offset: number; total: number },
  /** Tests pass their own to exercise both plans. */
  smallSet = PG_SMALL_SET,
): Promise<string[]> {
  const table = sql.table(t.table);
  const where = containsAny('postgres', t.columns, term);
  if (p.total <= smallSet) {
    const { rows } = await sql<{ id: string }>`select id from ${table} where ${where}
      order by ${orderBy(p.keys)} limit ${p.limit} offset ${p.offset}`.execute(db);
    return rows.map((r) => r.id);
  }
  const { asc, key } = sortedSetKey(t.table, term, p.keys);
  const version = await searchVersion(db, t.table);
  let ids = orderedIds.peek(db, key, version);
  if (!ids) {
    const { rows } = await sql<{ id: string }>`select id from ${table} where ${where}
      order by ${orderBy(asc)}`.execute(db);
    ids = rows.map((r) => r.id);
    orderedIds.set(db, key, version, ids);
  }
  return pageOfSorted(ids, p);
}
