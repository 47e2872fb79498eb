import { sql } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { ItemRow } from '../../db/types';
import { itemViews, type ItemView } from './repository';
import { fts5Match, pgTsQuery } from './searchQuery';

export type SearchFilters = {
  tokens: string[];
  active: boolean;
  status?: ItemRow['status'];
  limit: number;
  offset: number;
};

export type SearchResult = { rows: ItemView[]; total: number };

/** One page of items and the total, best matches first (when searching) then newest. */
export function searchItemRows(db: Db, dialect: Dialect, f: SearchFilters): Promise<SearchResult> {
  if (dialect === 'sqlite') return f.tokens.length ? sqliteSearch(db, f) : sqliteBrowse(db, f);
  return postgresSearch(db, f);
}

/** A number that changes whenever a search result could change (SQLite triggers bump it). */
export async function searchVersion(db: Db, dialect: Dialect): Promise<number | null> {
  if (dialect !== 'sqlite') return null;
  const row = await sql<{
    version: number;
  }>`SELECT version FROM item_search_version WHERE id = 1`.execute(db);
  return row.rows[0]?.version ?? null;
}

const browse = (db: Db, f: SearchFilters) => {
  let q = itemViews(db).where('i.is_active', '=', f.active ? 1 : 0);
  if (f.status) q = q.where('i.status', '=', f.status);
  return q;
};

async function sqliteBrowse(db: Db, f: SearchFilters): Promise<SearchResult> {
  const rows = await browse(db, f)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  // Counters kept by triggers: counting 100,000 index entries per page view would dominate.
  const count = await sql<{ n: number | null }>`SELECT sum(n) AS n FROM item_counts
    WHERE is_active = ${f.active ? 1 : 0}
    ${f.status ? sql`AND status = ${f.status}` : sql``}`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

async function sqliteSearch(db: Db, f: SearchFilters): Promise<SearchResult> {
  const match = fts5Match(f.tokens, { active: f.active, status: f.status });
  // Filters live in the index (flags column), so ranking and counting never touch `items`;
  // title weighs most. search_id grows with insertion, so it breaks ties newest first.
  const ranked = await sql<{ sid: number }>`SELECT rowid AS sid FROM items_fts
    WHERE items_fts MATCH ${match}
    ORDER BY bm25(items_fts, 10.0, 2.0, 3.0, 5.0, 0.0), rowid DESC
    LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db);
  const count = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM items_fts WHERE items_fts MATCH ${match}`.execute(db);
  const ids = ranked.rows.map((r) => r.sid);
  if (!ids.length) return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
  const rows = await itemViews(db)
    .select(sql<number>`i.search_id`.as('sid'))
    .where(sql<boolean>`i.search_id IN (${sql.join(ids)})`)
    .execute();
  const bySid = new Map(rows.map((r) => [Number(r.sid), r]));
  const ordered = ids.map((sid) => bySid.get(sid)).filter((r) => r !== undefined);
  return {
    rows: ordered.map(({ sid: _sid, ...row }) => row as ItemView),
    total: Number(count.rows[0]?.n ?? 0),
  };
}

async function postgresSearch(db: Db, f: SearchFilters): Promise<SearchResult> {
  const query = f.tokens.length ? sql`to_tsquery('simple', ${pgTsQuery(f.tokens)})` : null;
  let q = browse(db, f);
  if (query) q = q.where(sql<boolean>`i.search_vector @@ ${query}`);
  let ordered = q;
  if (query) ordered = ordered.orderBy(sql`ts_rank(i.search_vector, ${query})`, 'desc');
  const rows = await ordered
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  let c = db
    .selectFrom('items as i')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('i.is_active', '=', f.active ? 1 : 0);
  if (f.status) c = c.where('i.status', '=', f.status);
  if (query) c = c.where(sql<boolean>`i.search_vector @@ ${query}`);
  const total = await c.executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
