import { sql, type RawBuilder } from 'kysely';
import { itemViews, type ItemView } from './repository';
import { pgTsQuery } from './searchQuery';
import type { MatchSource } from './searchPlan';
import type { Db } from '../../db';

/**
 * PostgreSQL: the GIN index on `search_vector` (title has weight A). No ts_rank: each part is
 * read newest first with a LIMIT, which the planner answers from the browse index
 * (is_active[, status], created_at, id) for common words and from the GIN index for rare ones.
 */
export function pgSource(
  db: Db,
  tokens: string[],
  active: boolean,
  status?: string,
): MatchSource<string> {
  const all = sql`to_tsquery('simple', ${pgTsQuery(tokens)})`;
  const inTitle = sql`to_tsquery('simple', ${pgTsQuery(tokens, 'A')})`;
  const where = (m: RawBuilder<unknown>) =>
    sql`i.is_active = ${active ? 1 : 0} ${status ? sql`AND i.status = ${status}` : sql``}
      AND ${m}`;
  const matchAll = sql`i.search_vector @@ ${all}`;
  const matchTitle = sql`i.search_vector @@ ${inTitle}`;
  const matchRest = sql`${matchAll} AND NOT (${matchTitle})`;
  const page = async (m: RawBuilder<unknown>, limit: number, offset: number) =>
    (
      await sql<{ id: string }>`SELECT i.id FROM items i WHERE ${where(m)}
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db)
    ).rows.map((r) => r.id);
  const count = async (m: RawBuilder<unknown>, cap: number) =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM items i
          WHERE ${where(m)} LIMIT ${cap}) s`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  return {
    title: (limit, offset) => page(matchTitle, limit, offset),
    rest: (limit, offset) => page(matchRest, limit, offset),
    count: (cap) => count(matchAll, cap),
    titleCount: (cap) => count(matchTitle, cap),
  };
}

/** The item views of these ids, in the given order. */
export async function itemsByIds(db: Db, ids: string[]): Promise<ItemView[]> {
  if (!ids.length) return [];
  const rows = await itemViews(db).where('i.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}
