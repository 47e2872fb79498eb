import { sql, type RawBuilder } from 'kysely';
import { reusableQuery } from '../../db/reusableQuery';
import { itemViews, type ItemView } from '../items';
import { pgTsQuery } from './searchQuery';
import { direction, filterSql, narrowed, type DbFilters } from './browseFilterRepository';
import type { MatchSource, SearchSort } from './searchPlan';
import type { Db } from '../../db';

/**
 * PostgreSQL (docs/performance.md#postgresql-search). A GIN index finds every match of a word but
 * not the newest first, and the planner cannot estimate prefix matches (`word:*`), so the plan is
 * chosen here, from what a first cheap look finds:
 *
 * 1. Walk the newest rows in date order (an index scan with a LIMIT: no estimate can turn it into
 *    a table scan) and test each row's vectors. One walk answers the title matches, all matches
 *    and the count at once. It starts at `firstWalk` rows; when it found some matches but not
 *    enough, it walks as far as that rate says the page lies (up to `maxWalk` rows).
 * 2. A word too rare for that: the GIN index (a bitmap of its few matches) and a sort, in a
 *    transaction that forbids the sequential scan the planner's 2% guess would otherwise pick.
 */
export type WalkTuning = { firstWalk: number; maxWalk: number };
/** Measured on 100,000 items (docs/performance.md): beyond ~5,000 rows the index is cheaper. */
const TUNING: WalkTuning = { firstWalk: 500, maxWalk: 5000 };
/** Walk a little further than the observed rate says, so the page is rarely missed by a hair. */
const SLACK = 1.3;

type Walk = { rows: number; ids: string[]; titleIds: string[] };

export function pgSource(
  db: Db,
  tokens: string[],
  f: DbFilters<string>,
  /** Tests pass their own to exercise every plan. */
  { firstWalk, maxWalk }: WalkTuning = TUNING,
): MatchSource<string> {
  const q = sql`to_tsquery('simple', ${pgTsQuery(tokens)})`;
  const filter = filterSql('postgres', f);
  const dir = direction(f.sort);
  const walks = new Map<number, Promise<Walk>>();
  let rowsInScope: Promise<number> | undefined;

  /** Every match among the newest `rows` rows of the scope, newest first (memoised per size). */
  const walk = (rows: number): Promise<Walk> => {
    let found = walks.get(rows);
    if (!found) {
      found = sql<{ id: string; t: boolean }>`SELECT id,
          coalesce(title_vector, ''::tsvector) @@ ${q} AS t
        FROM (SELECT id, created_at, search_vector, title_vector FROM items i WHERE ${filter}
          ORDER BY created_at ${dir}, id ${dir} LIMIT ${rows}) newest
        WHERE coalesce(search_vector, ''::tsvector) @@ ${q}
        ORDER BY created_at ${dir}, id ${dir}`
        .execute(db)
        .then(({ rows: r }) => ({
          rows,
          ids: r.map((x) => x.id),
          titleIds: r.filter((x) => x.t).map((x) => x.id),
        }));
      walks.set(rows, found);
    }
    return found;
  };
  const scopeSize = () => (rowsInScope ??= rowsIn(db, f));

  /**
   * The first `need` keys of one kind, from walks while they can supply them: null when the
   * kind is too rare in the newest rows (the caller asks the GIN index).
   */
  const fromWalks = async (pick: (w: Walk) => string[], need: number, furthest: number) => {
    let w = await walk(firstWalk);
    const total = await scopeSize();
    for (;;) {
      const got = pick(w);
      if (got.length >= need || w.rows >= total) return got;
      if (got.length === 0) return null;
      const next = Math.ceil((w.rows * need * SLACK) / got.length);
      if (next > furthest) return null;
      w = await walk(Math.max(next, w.rows * 2));
    }
  };

  /** All matches of `m` from the GIN index, sorted (only ever run for rare matches). */
  const fromIndex = (m: RawBuilder<unknown>, limit: number, offset: number) =>
    db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ id: string }>`SELECT id FROM (SELECT id, created_at FROM items i
          WHERE ${filter} AND ${m} OFFSET 0) s
        ORDER BY created_at ${dir}, id ${dir} LIMIT ${limit} OFFSET ${offset}`.execute(trx);
      return rows.map((r) => r.id);
    });

  const matchTitle = sql`title_vector @@ ${q}`;
  const matchAll = sql`search_vector @@ ${q}`;
  const part =
    (pick: (w: Walk) => string[], m: RawBuilder<unknown>, furthest = maxWalk) =>
    async (limit: number, offset: number) => {
      const keys = await fromWalks(pick, offset + limit, furthest);
      return keys ? keys.slice(offset, offset + limit) : fromIndex(m, limit, offset);
    };
  const count = async (pick: (w: Walk) => string[], m: RawBuilder<unknown>, cap: number) => {
    const total = await scopeSize();
    await walk(firstWalk);
    const w = await walk(Math.max(...walks.keys())); // the largest walk done so far
    const n = pick(w).length;
    if (w.rows >= total || n >= cap) return Math.min(n, cap);
    if (n > 0) return Math.min(cap, Math.max(n, Math.round((n * total) / w.rows)));
    // None among the newest rows: rare enough to count exactly from the index.
    return (await fromIndex(m, cap, 0)).length;
  };

  return {
    // Title matches are rarer than matches: walking twice as far for them still costs less than
    // reading thousands of them from the index (a title word in 1% of items or more).
    title: part((w) => w.titleIds, matchTitle, 2 * maxWalk),
    all: part((w) => w.ids, matchAll),
    rest: part(
      (w) => {
        const inTitle = new Set(w.titleIds);
        return w.ids.filter((id) => !inTitle.has(id));
      },
      sql`${matchAll} AND NOT (${matchTitle})`,
    ),
    count: (cap) => count((w) => w.ids, matchAll, cap),
    titleCount: (cap) => count((w) => w.titleIds, matchTitle, cap),
  };
}

/**
 * Items in the scope: from the counters kept by triggers (active flag, status), or counted when
 * other filters narrow it (counters cannot serve them).
 */
async function rowsIn(db: Db, f: DbFilters<string>): Promise<number> {
  if (narrowed(f)) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM items i
      WHERE ${filterSql('postgres', f)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{ n: string | null }>`SELECT sum(n) AS n FROM item_counts
    WHERE is_active = ${f.active ? 1 : 0} ${f.status ? sql`AND status = ${f.status}` : sql``}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A search page's rows, as a named statement per number of ids, so PostgreSQL neither parses
 * nor plans it per request: it spent 1.6 ms planning and 0.5 ms running it
 * (docs/performance.md#request-path). An IN list of n parameters, not `= ANY($1)`: the generic
 * plan of an array is costed for 10 rows, above the custom plans, so PostgreSQL kept planning
 * it anew on every run.
 */
const viewsByIdList = reusableQuery(
  'item_views_by_ids',
  (db, ids) => itemViews(db).where('i.id', 'in', ids as string[]),
  { prepare: true },
);

/** The item views of these ids, by id. */
export async function viewsByIds(db: Db, ids: string[]): Promise<Map<string, ItemView>> {
  if (!ids.length) return new Map();
  const rows = await viewsByIdList(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ids in the sort's order (newest or oldest first). */
export async function inSearchOrder(db: Db, ids: string[], sort: SearchSort): Promise<string[]> {
  if (!ids.length) return [];
  const dir = direction(sort);
  const { rows } = await sql<{ id: string }>`SELECT id FROM items WHERE id = ANY(${ids})
    ORDER BY created_at ${dir}, id ${dir}`.execute(db);
  return rows.map((r) => r.id);
}
