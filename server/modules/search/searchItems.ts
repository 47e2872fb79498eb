import { paginate, offsetOf, type Pagination } from '../../lib/pagination';
import { perOwner } from '../../lib/versionedCache';
import { postedSince, type PostedWithin } from '../../lib/postedWithin';
import { isAdmin, toItem } from '../items';
import { placeDirectory } from '../places';
import { itemByReference, referencePageJson } from './referenceSearch';
import { SearchCache } from './searchCache';
import { searchTokens } from './searchQuery';
import { searchItemRows, searchVersion } from './searchRepository';
import { searchIndexServiceOf } from './searchIndex/searchIndexService';
import type { SearchSort } from './searchPlan';
import type { AuthUser } from '../auth';
import type { ItemRow } from '../../db/types';
import type { Db } from '../../db';
import type { AppContext } from '../../context';

/*
 * The search (operation searchItems). The module's other operations have a file each, which the
 * handlers import directly; other modules use index.ts.
 */

type Status = ItemRow['status'];

export type SearchParams = {
  page: number;
  limit: number;
  search?: string;
  status?: Status;
  /** Only honoured for admins; everyone else sees active items. */
  showInactive: boolean;
  /** The browse filters (docs/product.md#browse-filters). */
  category?: string;
  postedWithin?: PostedWithin;
  place?: string;
  sort?: SearchSort;
};

const MINUTE = 60_000;

/** The contract's `maximum` for `limit`, enforced here too: a page's size bounds its cost. */
export const MAX_SEARCH_LIMIT = 100;

// Pages are cached as the JSON text sent: a hit costs one version read and no serialization.
/** The search page cache of a database (one per process and database; tests read its size). */
export const searchCacheOf = perOwner<Db, SearchCache>(() => new SearchCache());

/** The page as JSON text ({ items, pagination }), built only from the contract's fields. */
export async function searchItems(
  ctx: AppContext,
  p: SearchParams,
  user?: AuthUser,
): Promise<string> {
  const { db, storage } = ctx;
  const cache = searchCacheOf(db);
  const tokens = searchTokens(p.search);
  const active = !(p.showInactive && isAdmin(user));
  const limit = Math.min(Math.max(1, Math.trunc(p.limit) || 1), MAX_SEARCH_LIMIT);
  p = { ...p, limit };
  const byReference = await itemByReference(db, p.search);
  if (byReference !== undefined) return referencePageJson(storage, byReference, { ...p, active });
  const sort = p.sort ?? 'newest';
  // Counted from the minute: a search asked again within it is the same search (and cached).
  const since = p.postedWithin
    ? postedSince(p.postedWithin, Math.floor(Date.now() / MINUTE) * MINUTE)
    : undefined;
  // A place is resolved through the places directory, whose version keys the caches too.
  const directory = p.place !== undefined ? await placeDirectory(ctx) : undefined;
  const places = directory && {
    version: directory.version,
    resolve: (location: string) => directory.resolvePlace(location)?.id ?? null,
  };
  const key = JSON.stringify([
    tokens,
    active,
    p.status ?? '',
    p.category ?? '',
    since ?? '',
    p.place ?? '',
    places?.version ?? '',
    sort,
    p.page,
    limit,
  ]);
  const version = await searchVersion(db);
  const cached = cache.get(version, key);
  if (cached) return cached;
  const filtered = tokens.length > 0 || p.category || since || p.place;
  const useIndex = active && filtered && ctx.config.searchIndex === 'memory';
  const { items, total, capped, exactCount, stopgap } = await searchItemRows(db, ctx.dialect, {
    tokens,
    active,
    status: p.status,
    categoryId: p.category,
    since,
    placeId: p.place,
    places,
    sort,
    limit: p.limit,
    offset: offsetOf(p.page, p.limit),
    version,
    index: useIndex ? searchIndexServiceOf(ctx) : null,
    toJson: (row) => JSON.stringify(toItem(row, storage)),
  });
  const pagination: Pagination & { exactCount?: number } = paginate(p.page, p.limit, total);
  if (capped) pagination.totalCapped = true;
  if (exactCount !== undefined) pagination.exactCount = exactCount;
  // Exactly JSON.stringify({ items, pagination }), joined from the items' JSON texts.
  const json = `{"items":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
  // The database's answer while the index loads is not kept: the index's, moments later, has
  // the typo corrections it lacks.
  if (!stopgap) cache.set(version, key, json);
  return json;
}
