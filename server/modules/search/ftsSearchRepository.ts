import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusableQuery';
import { itemViews, type ItemView } from '../items';
import { fts5Match } from './searchQuery';
import { direction, filterSql, narrowed, type DbFilters } from './browseFilterRepository';
import type { MatchSource } from './searchPlan';
import type { Db } from '../../db';

/**
 * SQLite: active items through `items_fts` (migration 006: prefix indexes of 2-12 characters).
 * Newest first is index order (rowid = search_id grows with insertion), so FTS5 stops at LIMIT
 * (oldest first reads it forwards).
 * Title matches come from `items_title_fts` (titles only), so a word in no title costs nothing.
 */
export function ftsSource(db: Db, tokens: string[], f: DbFilters<number>): MatchSource<number> {
  // The status is a flag token of the FTS tables; other filters read `items` (by search id).
  const extra = narrowed(f);
  const match = fts5Match(tokens, f.status);
  const within = extra
    ? sql`AND rowid IN (SELECT i.search_id FROM items i WHERE ${filterSql('sqlite', f)})`
    : sql``;
  const dir = direction(f.sort);
  const page = async (m: string, limit: number, offset: number) =>
    (
      await sql<{ sid: number }>`SELECT rowid AS sid FROM items_fts
        WHERE items_fts MATCH ${m} ${within} ORDER BY rowid ${dir}
        LIMIT ${limit} OFFSET ${offset}`.execute(db)
    ).rows.map((r) => Number(r.sid));
  const count = async (m: string, cap: number) =>
    Number(
      (
        await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM items_fts
          WHERE items_fts MATCH ${m} ${within} LIMIT ${cap})`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  const titles = async (limit: number, offset: number) =>
    (
      await sql<{ sid: number }>`SELECT rowid AS sid FROM items_title_fts
        WHERE items_title_fts MATCH ${match.titleOnly} ${within} ORDER BY rowid ${dir}
        LIMIT ${limit} OFFSET ${offset}`.execute(db)
    ).rows.map((r) => Number(r.sid));
  return {
    title: titles,
    all: (limit, offset) => page(match.all, limit, offset),
    rest: (limit, offset) => page(match.rest, limit, offset),
    count: (cap) => count(match.all, cap),
    titleCount: (cap) => count(match.inTitle, cap),
  };
}

// A search page's rows: compiled once per page size (docs/performance.md#request-path).
const viewsBySids = reusableQuery('item_views_by_search_ids', (db, sids) =>
  itemViews(db)
    .select(sql<number>`i.search_id`.as('sid'))
    .where(sql<boolean>`i.search_id IN (${sql.join(sids)})`),
);

/** The item views of these search ids, by search id. */
export async function viewsBySearchIds(db: Db, sids: number[]): Promise<Map<number, ItemView>> {
  if (!sids.length) return new Map();
  const rows = await viewsBySids(db, sids);
  return new Map(rows.map(({ sid, ...row }) => [Number(sid), row as ItemView]));
}
