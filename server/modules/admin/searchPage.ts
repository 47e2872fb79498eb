import { offsetOf, paginate, type Pagination } from '../../lib/pagination';
import { searchTerm } from '../../db/adminSearch';
import type { AppContext } from '../../context';
import type { Db, Dialect } from '../../db';
import type { ListQuery, Order } from './query';

type SearchFilter = { dialect: Dialect; search?: string };

/** What a repository's page query of an admin search list receives. */
export type PageRequest<S extends string> = SearchFilter & {
  sortBy: S;
  order: Order;
  limit: number;
  offset: number;
  total: number;
};

/**
 * One page of an admin search list (users, items). Counting first lets a page past the end (or a
 * search with no match) skip the page query; the page query gets the count as `total`.
 */
export async function searchPage<S extends string, R>(
  ctx: AppContext,
  q: ListQuery<S>,
  count: (db: Db, f: SearchFilter) => Promise<number>,
  page: (db: Db, f: PageRequest<S>) => Promise<R[]>,
): Promise<{ rows: R[]; pagination: Pagination }> {
  const filter = { dialect: ctx.dialect, search: searchTerm(q.search) };
  const total = await count(ctx.db, filter);
  const offset = offsetOf(q.page, q.limit);
  const rows =
    offset < total
      ? await page(ctx.db, {
          ...filter,
          sortBy: q.sortBy,
          order: q.order,
          limit: q.limit,
          offset,
          total,
        })
      : [];
  return { rows, pagination: paginate(q.page, q.limit, total) };
}
