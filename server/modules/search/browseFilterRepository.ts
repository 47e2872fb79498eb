import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../db';
import type { SearchSort } from './searchPlan';

/**
 * The browse filters as the database engines apply them (docs/product.md#browse-filters), for
 * `SEARCH_INDEX=database` and while the in-memory index loads. Category and posting time are
 * columns; a place is the items whose location the places directory resolves to it, found by
 * `itemsAtPlace` and passed as their keys (search ids on SQLite, ids on PostgreSQL).
 */
export type DbFilters<K> = {
  active: boolean;
  status?: string;
  categoryId?: string;
  /** The earliest posting time (ISO-8601). */
  since?: string;
  /** The items at the place asked for; undefined: no place filter. */
  placeKeys?: K[];
  sort: SearchSort;
};

/** Whether anything narrows the search beyond the active flag and the status. */
export const narrowed = (f: DbFilters<unknown>): boolean =>
  f.categoryId !== undefined || f.since !== undefined || f.placeKeys !== undefined;

/** The filters as a condition on `items` aliased `i` (the status and the flag included). */
export function filterSql(dialect: Dialect, f: DbFilters<unknown>): RawBuilder<boolean> {
  const parts = [sql`i.is_active = ${f.active ? 1 : 0}`];
  if (f.status) parts.push(sql`i.status = ${f.status}`);
  if (f.categoryId !== undefined) parts.push(sql`i.category_id = ${f.categoryId}`);
  if (f.since !== undefined) parts.push(sql`i.created_at >= ${f.since}`);
  if (f.placeKeys !== undefined) {
    // One parameter whatever the number of items (SQLite allows 32,766 variables).
    parts.push(
      dialect === 'sqlite'
        ? sql`i.search_id IN (SELECT value FROM json_each(${JSON.stringify(f.placeKeys)}))`
        : sql`i.id = ANY(${f.placeKeys as string[]})`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/** ORDER BY direction of the sort. */
export const direction = (sort: SearchSort) => sql.raw(sort === 'oldest' ? 'ASC' : 'DESC');

/**
 * The keys of the items (active or not, as asked) whose location `resolve` maps to `placeId`:
 * every location is read once (each distinct one resolved once). A scan, but only on the
 * database engines' path; the in-memory index keeps a bitset per place instead.
 */
export async function itemsAtPlace(
  db: Db,
  dialect: Dialect,
  active: boolean,
  placeId: string,
  resolve: (location: string) => string | null,
): Promise<(number | string)[]> {
  const key = sql.raw(dialect === 'sqlite' ? 'search_id' : 'id');
  const { rows } = await sql<{ k: number | string; location: string }>`SELECT ${key} AS k, location
    FROM items WHERE is_active = ${active ? 1 : 0}`.execute(db);
  const seen = new Map<string, boolean>();
  const keys: (number | string)[] = [];
  for (const r of rows) {
    let here = seen.get(r.location);
    if (here === undefined) seen.set(r.location, (here = resolve(r.location) === placeId));
    if (here && r.k !== null) keys.push(dialect === 'sqlite' ? Number(r.k) : r.k);
  }
  return keys;
}
