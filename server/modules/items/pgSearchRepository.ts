import { sql, type RawBuilder } from 'kysely';
import { itemViews, type ItemView } from './repository';
import { pgTsQuery } from './searchQuery';
import type { MatchSource } from './searchPlan';
import type { Db } from '../../db';

/**
 * PostgreSQL: the GIN indexes on `search_vector` and `title_vector` (migration 006). No ts_rank:
 * each part is read newest first with a LIMIT. The planner cannot estimate prefix matches
 * (`word:*` is always 2% to it), so the plan is chosen here: first a walk of the newest
 * RECENT_ROWS rows in date order (enough for any word common enough to fill the page), else the
 * GIN index and a sort of its (then few) matches.
 */
const RECENT_ROWS = 2000;

/** The RECENT_ROWS-th newest item (active or not), or undefined when there are fewer. */
async function recentEdge(db: Db, active: boolean) {
  const { rows } = await sql<{ created_at: string; id: string }>`SELECT created_at, id
    FROM items WHERE is_active = ${active ? 1 : 0} ORDER BY created_at DESC, id DESC
    OFFSET ${RECENT_ROWS - 1} LIMIT 1`.execute(db);
  return rows[0];
}

export function pgSource(
  db: Db,
  tokens: string[],
  active: boolean,
  status?: string,
): MatchSource<string> {
  const all = sql`to_tsquery('simple', ${pgTsQuery(tokens)})`;

  const where = (m: RawBuilder<unknown>) =>
    sql`i.is_active = ${active ? 1 : 0} ${status ? sql`AND i.status = ${status}` : sql``}
      AND ${m}`;
  // Wrapped in coalesce, a column is no longer the GIN index's: the walk filters row by row
  // instead of building a bitmap of every match (10-20 ms for a short prefix) to AND with it.
  const col = (name: string, walk: boolean) =>
    walk ? sql`coalesce(${sql.ref(name)}, ''::tsvector)` : sql.ref(name);
  type Match = (walk: boolean) => RawBuilder<unknown>;
  const matchAll: Match = (w) => sql`${col('i.search_vector', w)} @@ ${all}`;
  const matchTitle: Match = (w) => sql`${col('i.title_vector', w)} @@ ${all}`;
  const matchRest: Match = (w) => sql`${matchAll(w)} AND NOT (${matchTitle(w)})`;
  const page = async (m: Match, limit: number, offset: number) => {
    // Most searches fill a page from the newest rows: walk them (bounded) in index order.
    const edge = await recentEdge(db, active);
    if (edge) {
      const recent = await sql<{ id: string }>`SELECT i.id FROM items i WHERE ${where(m(true))}
        AND (i.created_at, i.id) >= (${edge.created_at}, ${edge.id})
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
      if (recent.rows.length === limit) return recent.rows.map((r) => r.id);
    }
    // Rare in the newest rows, so rare overall: all matches from the GIN index, sorted. The
    // OFFSET 0 fence keeps the planner from walking the whole date index for a rare word.
    const rare = await sql<{ id: string }>`SELECT id FROM (SELECT i.id, i.created_at FROM items i
        WHERE ${where(m(false))} OFFSET 0) s
      ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rare.rows.map((r) => r.id);
  };
  const count = async (m: Match, cap: number) => {
    // Exact over the newest RECENT_ROWS rows (a bounded walk); beyond them, an estimate at the
    // same rate (a seq scan counting every match cost 70-230 ms at 100,000 items).
    const edge = await recentEdge(db, active);
    const range = edge ? sql`AND (i.created_at, i.id) >= (${edge.created_at}, ${edge.id})` : sql``;
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM items i
        WHERE ${where(m(!!edge))} ${range} ORDER BY i.created_at DESC, i.id DESC LIMIT ${cap}) s`.execute(
      db,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (!edge || n >= cap) return n;
    return Math.min(
      cap,
      Math.max(n, Math.round((n * (await activeRows(db, active))) / RECENT_ROWS)),
    );
  };
  return {
    title: (limit, offset) => page(matchTitle, limit, offset),
    all: (limit, offset) => page(matchAll, limit, offset),
    rest: (limit, offset) => page(matchRest, limit, offset),
    count: (cap) => count(matchAll, cap),
    titleCount: (cap) => count(matchTitle, cap),
  };
}

/** Items with this active flag, from the counters kept by triggers. */
async function activeRows(db: Db, active: boolean): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`SELECT sum(n) AS n FROM item_counts
    WHERE is_active = ${active ? 1 : 0}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The item views of these ids, in the given order. */
export async function itemsByIds(db: Db, ids: string[]): Promise<ItemView[]> {
  if (!ids.length) return [];
  const rows = await itemViews(db).where('i.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}
