import { sql } from 'kysely';
import { itemViews, type ItemView } from './repository';
import { fts5Match, pgTsQuery } from './searchQuery';
import type { Db, Dialect } from '../../db';
import type { ItemRow } from '../../db/types';

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
  if (dialect !== 'sqlite') return postgresSearch(db, f);
  if (!f.tokens.length) return sqliteBrowse(db, f);
  return f.active ? sqliteSearch(db, f) : sqliteInactiveSearch(db, f);
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

const ftsCount = async (db: Db, match: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM items_fts WHERE items_fts MATCH ${match}`.execute(db)
    ).rows[0]?.n ?? 0,
  );

/** Newest first in index order (search_id grows with insertion): FTS5 stops after LIMIT. */
const ftsPage = async (db: Db, match: string, limit: number, offset: number) =>
  (
    await sql<{ sid: number }>`SELECT rowid AS sid FROM items_fts
      WHERE items_fts MATCH ${match} ORDER BY rowid DESC
      LIMIT ${limit} OFFSET ${offset}`.execute(db)
  ).rows.map((r) => Number(r.sid));

/**
 * Best matches first: items with every word in the title, then the others, each newest first.
 * (bm25 over every match costs ~10-30 ms for a common word at 100,000 items; this costs ~1-3.)
 */
async function sqliteSearch(db: Db, f: SearchFilters): Promise<SearchResult> {
  const match = fts5Match(f.tokens, f.status);
  const total = await ftsCount(db, match.all);
  if (f.offset >= total) return { rows: [], total };
  const inTitle = await ftsCount(db, match.inTitle);
  let ids: number[] = [];
  if (f.offset < inTitle) ids = await ftsPage(db, match.inTitle, f.limit, f.offset);
  if (ids.length < f.limit && inTitle < total) {
    const offset = Math.max(0, f.offset - inTitle);
    ids = ids.concat(await ftsPage(db, match.rest, f.limit - ids.length, offset));
  }
  if (!ids.length) return { rows: [], total };
  const rows = await itemViews(db)
    .select(sql<number>`i.search_id`.as('sid'))
    .where(sql<boolean>`i.search_id IN (${sql.join(ids)})`)
    .execute();
  const bySid = new Map(rows.map(({ sid, ...row }) => [Number(sid), row as ItemView]));
  return { rows: ids.map((sid) => bySid.get(sid)).filter((r) => r !== undefined), total };
}

/** Admins searching deactivated items (few): a scan over them, word as substring. */
async function sqliteInactiveSearch(db: Db, f: SearchFilters): Promise<SearchResult> {
  const text = sql`lower(i.title || ' ' || i.description || ' ' || i.location || ' ' || c.name)`;
  let q = browse(db, f);
  let c = db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('i.is_active', '=', 0);
  if (f.status) c = c.where('i.status', '=', f.status);
  for (const token of f.tokens) {
    // Tokens hold only letters, digits and marks: no LIKE wildcard can come from the user.
    q = q.where(sql<boolean>`${text} LIKE ${`%${token}%`}`);
    c = c.where(sql<boolean>`${text} LIKE ${`%${token}%`}`);
  }
  const rows = await q
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const total = await c.executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
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
