import { sql } from 'kysely';
import { reusableQuery } from '../../db/reusableQuery';
import { freshReadOn } from '../../lib/freshRead';
import { perOwner } from '../../lib/versionedCache';
import { itemViews, type ItemView } from '../items';
import { filterSql, itemsAtPlace, type DbFilters } from './browseFilterRepository';
import { ftsSource, viewsBySearchIds } from './ftsSearchRepository';
import { cachedItemJson } from './itemJsonCache';
import { inSearchOrder, pgSource, viewsByIds } from './pgSearchRepository';
import { searchKeys, type KeyEngine, type KeyQuery } from './searchKeys';
import { SearchWindowCache } from './searchWindowCache';
import type { Key, SearchSort } from './searchPlan';
import type { IndexKey } from './searchIndex/matchIndex';
import type { SearchIndexService } from './searchIndex/searchIndexService';
import type { PlaceResolver } from './searchIndex/filterSets';
import type { Db, Dialect } from '../../db';
import type { ItemRow } from '../../db/types';

export type SearchFilters = {
  tokens: string[];
  active: boolean;
  status?: ItemRow['status'];
  /** The browse filters (docs/product.md#browse-filters). */
  categoryId?: string;
  /** The earliest posting time (ISO-8601). */
  since?: string;
  placeId?: string;
  /** The places directory's resolver; asked for only with a place (else nothing is there). */
  places?: PlaceResolver;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** The search version read before searching (caches the first keys of each search). */
  version?: number | null;
  /** The in-memory index (active items only; searchIndexService.ts); else the database. */
  index?: SearchIndexService | null;
  /** An item's JSON as the page sends it. */
  toJson: (row: ItemView) => string;
};

/**
 * The page's items as JSON texts, and the total. `capped`: more than SEARCH_TOTAL_CAP items
 * match and `total` is that cap. `exactCount`: the results continue with partial matches after
 * this many full ones (and `total` counts both).
 */
export type SearchResult = {
  items: string[];
  total: number;
  capped: boolean;
  exactCount?: number;
  /** The index was asked for but is loading: the database answered, not to be kept. */
  stopgap?: true;
};

/**
 * One page of items and the total, title matches first (when searching) then newest (or oldest,
 * as sorted). The in-memory index answers every search of active items it can, browse with
 * filters included; the database answers the rest (docs/performance.md#browse-filters).
 */
export async function searchItemRows(
  db: Db,
  dialect: Dialect,
  f: SearchFilters,
): Promise<SearchResult> {
  const filtered = f.categoryId !== undefined || f.since !== undefined || f.placeId !== undefined;
  if (!f.tokens.length && !filtered) return browse(db, f);
  if (f.active && f.index) {
    const query = keyQueryOf(f);
    // null: the index is loading; the database answers meanwhile.
    const found = await f.index.keys(query, f.places);
    if (found) {
      const viewsOf = (keys: IndexKey[]): Promise<Map<IndexKey, ItemView>> =>
        dialect === 'postgres'
          ? viewsByIds(db, keys.map(String))
          : viewsBySearchIds(db, keys.map(Number));
      return { ...found, items: await pageItems(db, f, found.keys, viewsOf) };
    }
  }
  const result = await databaseSearch(db, dialect, f);
  return f.index ? { ...result, stopgap: true } : result;
}

/** The database's answer (SEARCH_INDEX=database, inactive items, or the index loading). */
async function databaseSearch(db: Db, dialect: Dialect, f: SearchFilters): Promise<SearchResult> {
  const placeKeys =
    f.placeId === undefined
      ? undefined
      : f.places
        ? await itemsAtPlace(db, dialect, f.active, f.placeId, f.places.resolve)
        : [];
  const dbf = {
    active: f.active,
    status: f.status,
    categoryId: f.categoryId,
    since: f.since,
    sort: f.sort,
  };
  if (!f.tokens.length) return browseFiltered(db, dialect, f, { ...dbf, placeKeys });
  if (dialect === 'postgres') {
    const pf: DbFilters<string> = { ...dbf, placeKeys: placeKeys as string[] | undefined };
    return textSearch(db, f, {
      src: pgSource(db, f.tokens, pf),
      wordSource: (t) => pgSource(db, [t], pf),
      inOrder: (keys) => inSearchOrder(db, keys, f.sort),
      viewsOf: (keys) => viewsByIds(db, keys),
    });
  }
  const sf: DbFilters<number> = { ...dbf, placeKeys: placeKeys as number[] | undefined };
  if (!f.active) return sqliteInactiveSearch(db, f, sf);
  return textSearch(db, f, {
    src: ftsSource(db, f.tokens, sf),
    wordSource: (t) => ftsSource(db, [t], sf),
    inOrder: async (keys) => keys.sort((a, b) => (f.sort === 'oldest' ? a - b : b - a)),
    viewsOf: (keys) => viewsBySearchIds(db, keys),
  });
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
const windowCacheOf = perOwner<Db, SearchWindowCache>(() => new SearchWindowCache());

/** What decides the keys, as data (the search thread is posted it). */
const keyQueryOf = (f: SearchFilters): KeyQuery => ({
  tokens: f.tokens,
  active: f.active,
  status: f.status,
  categoryId: f.categoryId,
  since: f.since,
  placeId: f.placeId,
  placesVersion: f.places?.version,
  sort: f.sort,
  limit: f.limit,
  offset: f.offset,
  version: f.version ?? null,
});

/** One engine's answers for a search (searchKeys.ts) and its rows. */
type Engine<K extends Key> = KeyEngine<K> & {
  viewsOf: (keys: K[]) => Promise<Map<K, ItemView>>;
};

async function textSearch<K extends Key>(
  db: Db,
  f: SearchFilters,
  engine: Engine<K>,
): Promise<SearchResult> {
  const query = keyQueryOf(f);
  const found = await searchKeys(windowCacheOf(db), query, engine);
  return { ...found, items: await pageItems(db, f, found.keys, engine.viewsOf) };
}

/** The page's items as JSON, each read (or found cached) by key. */
const pageItems = <K extends Key>(
  db: Db,
  f: SearchFilters,
  keys: K[],
  viewsOf: (keys: K[]) => Promise<Map<K, ItemView>>,
) => cachedItemJson(db, f.version ?? null, keys, viewsOf, f.toJson);

const browseQuery = (db: Db, dialect: Dialect, f: DbFilters<unknown>) =>
  itemViews(db).where(filterSql(dialect, f));

const order = <Q extends ReturnType<typeof itemViews>>(q: Q, sort: SearchSort) => {
  const dir = sort === 'oldest' ? 'asc' : 'desc';
  return q.orderBy('i.created_at', dir).orderBy('i.id', dir);
};

/** Newest (or oldest) first from the browse indexes; the total from counters kept by triggers. */
async function browse(db: Db, f: SearchFilters): Promise<SearchResult> {
  let q = itemViews(db).where('i.is_active', '=', f.active ? 1 : 0);
  if (f.status) q = q.where('i.status', '=', f.status);
  const rows = await order(q, f.sort).limit(f.limit).offset(f.offset).execute();
  // Counting 100,000 index entries per page view would dominate.
  const count = await sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM item_counts
    WHERE is_active = ${f.active ? 1 : 0}
    ${f.status ? sql`AND status = ${f.status}` : sql``}`.execute(db);
  return { items: rows.map(f.toJson), total: Number(count.rows[0]?.n ?? 0), capped: false };
}

/**
 * Browse with filters on the database (SEARCH_INDEX=database, the index loading, or admins'
 * inactive items): the counters cannot serve a filtered total, so it is counted.
 */
async function browseFiltered(
  db: Db,
  dialect: Dialect,
  f: SearchFilters,
  dbf: DbFilters<unknown>,
): Promise<SearchResult> {
  const rows = await order(browseQuery(db, dialect, dbf), f.sort)
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const count = await sql<{ n: number | string }>`SELECT count(*) AS n FROM items i
    WHERE ${filterSql(dialect, dbf)}`.execute(db);
  return { items: rows.map(f.toJson), total: Number(count.rows[0]?.n ?? 0), capped: false };
}

/** Admins searching deactivated items (few) on SQLite: a scan over them, word as substring. */
async function sqliteInactiveSearch(
  db: Db,
  f: SearchFilters,
  dbf: DbFilters<number>,
): Promise<SearchResult> {
  const text = sql`lower(i.title || ' ' || i.description || ' ' || i.location || ' ' || c.name)`;
  let q = browseQuery(db, 'sqlite', dbf);
  let c = db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(filterSql('sqlite', dbf));
  for (const token of f.tokens) {
    // Tokens hold only letters, digits and marks: no LIKE wildcard can come from the user.
    q = q.where(sql<boolean>`${text} LIKE ${`%${token}%`}`);
    c = c.where(sql<boolean>`${text} LIKE ${`%${token}%`}`);
  }
  const rows = await order(q, f.sort).limit(f.limit).offset(f.offset).execute();
  const total = await c.executeTakeFirstOrThrow();
  return { items: rows.map(f.toJson), total: Number(total.n), capped: false };
}
