import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusableQuery';
import { freshReadOn } from '../../lib/freshRead';
import { perOwner } from '../../lib/versionedCache';
import { itemViews, type ItemView } from '../items';
import { ftsSource, viewsBySearchIds } from './ftsSearchRepository';
import { cachedItemJson } from './itemJsonCache';
import { pgSource, viewsByIds } from './pgSearchRepository';
import { deepPage, firstWindow, SEARCH_WINDOW, type Key, type MatchSource } from './searchPlan';
import { SearchWindowCache } from './searchWindowCache';
import { indexSource } from './searchIndex/indexSource';
import type { IndexKey, MatchIndex } from './searchIndex/matchIndex';
import type { Db, Dialect } from '../../db';
import type { ItemRow } from '../../db/types';

export type SearchFilters = {
  tokens: string[];
  active: boolean;
  status?: ItemRow['status'];
  limit: number;
  offset: number;
  /** The search version read before searching (caches the first keys of each search). */
  version?: number | null;
  /** The in-memory index, current as of `version` (active items only); else the database. */
  index?: MatchIndex | null;
  /** An item's JSON as the page sends it. */
  toJson: (row: ItemView) => string;
};

/**
 * The page's items as JSON texts, and the total. `capped`: more than SEARCH_TOTAL_CAP items
 * match and `total` is that cap.
 */
export type SearchResult = { items: string[]; total: number; capped: boolean };

/** One page of items and the total, title matches first (when searching) then newest. */
export function searchItemRows(db: Db, dialect: Dialect, f: SearchFilters): Promise<SearchResult> {
  if (!f.tokens.length) return browse(db, f);
  if (f.active && f.index) {
    const src = indexSource(f.index, f.tokens, f.status);
    return textSearch(db, f, src, async (keys): Promise<Map<IndexKey, ItemView>> =>
      dialect === 'postgres'
        ? viewsByIds(db, keys.map(String))
        : viewsBySearchIds(db, keys.map(Number)),
    );
  }
  if (dialect === 'postgres') {
    const src = pgSource(db, f.tokens, f.active, f.status);
    return textSearch(db, f, src, (keys) => viewsByIds(db, keys));
  }
  if (!f.active) return sqliteInactiveSearch(db, f);
  const src = ftsSource(db, f.tokens, f.status);
  return textSearch(db, f, src, (keys) => viewsBySearchIds(db, keys));
}

// Compiled once: it runs on every search request, and building it each time cost more than
// running it on SQLite.
const readVersion = reusableQuery(
  'item_search_version',
  // Kept by triggers and so not in the typed schema (docs/recipes/add-a-migration.md).
  (db) =>
    db
      .withTables<{ item_search_version: { id: number; version: number } }>()
      .selectFrom('item_search_version')
      .select('version')
      .where('id', '=', 1),
  { prepare: true },
);

const versionReaderOf = perOwner<Db, () => Promise<number>>((db) =>
  freshReadOn(db, async () => {
    const [row] = await readVersion(db, []);
    return Number(row?.version ?? 0);
  }),
);

/**
 * A number that changes whenever a search result could change (triggers bump it), read after
 * the call; concurrent callers share reads (server/lib/freshRead.ts).
 */
export const searchVersion = (db: Db): Promise<number> => versionReaderOf(db)();

/** The search window cache of a database (one per process and database). */
export const windowCacheOf = perOwner<Db, SearchWindowCache>(() => new SearchWindowCache());

async function textSearch<K extends Key>(
  db: Db,
  f: SearchFilters,
  src: MatchSource<K>,
  viewsOf: (keys: K[]) => Promise<Map<K, ItemView>>,
): Promise<SearchResult> {
  const cache = windowCacheOf(db);
  const key = JSON.stringify([f.tokens, f.active, f.status ?? '']);
  const v = f.version ?? null;
  let window =
    v === null ? undefined : (cache.get(v, key) as Awaited<ReturnType<typeof firstWindow<K>>>);
  if (!window) {
    window = await firstWindow(src);
    if (v !== null) cache.set(v, key, window);
  }
  const { total, capped } = window;
  if (f.offset >= total) return { items: [], total, capped };
  const end = Math.min(f.offset + f.limit, total);
  const keys =
    end <= SEARCH_WINDOW
      ? window.keys.slice(f.offset, end)
      : await deepPage(src, end - f.offset, f.offset);
  return { items: await cachedItemJson(db, v, keys, viewsOf, f.toJson), total, capped };
}

const browseQuery = (db: Db, f: SearchFilters) => {
  let q = itemViews(db).where('i.is_active', '=', f.active ? 1 : 0);
  if (f.status) q = q.where('i.status', '=', f.status);
  return q;
};

/** Newest first from the browse indexes; the total from counters kept by triggers. */
async function browse(db: Db, f: SearchFilters): Promise<SearchResult> {
  const rows = await browseQuery(db, f)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  // Counting 100,000 index entries per page view would dominate.
  const count = await sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM item_counts
    WHERE is_active = ${f.active ? 1 : 0}
    ${f.status ? sql`AND status = ${f.status}` : sql``}`.execute(db);
  return { items: rows.map(f.toJson), total: Number(count.rows[0]?.n ?? 0), capped: false };
}

/** Admins searching deactivated items (few) on SQLite: a scan over them, word as substring. */
async function sqliteInactiveSearch(db: Db, f: SearchFilters): Promise<SearchResult> {
  const text = sql`lower(i.title || ' ' || i.description || ' ' || i.location || ' ' || c.name)`;
  let q = browseQuery(db, f);
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
  return { items: rows.map(f.toJson), total: Number(total.n), capped: false };
}
