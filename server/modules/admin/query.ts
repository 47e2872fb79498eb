import type { FastifyRequest } from 'fastify';

export type Order = 'asc' | 'desc';

/** Query parameters after the contract's validation (defaults applied, numbers coerced). */
export type ListQuery<S extends string = string> = {
  page: number;
  limit: number;
  search?: string;
  sortBy: S;
  order: Order;
};

export const pageQuery = (req: FastifyRequest) => {
  const q = req.query as { page?: number; limit?: number };
  return { page: q.page ?? 1, limit: q.limit ?? 10 };
};

export function listQuery<S extends string>(req: FastifyRequest, defaultSort: S): ListQuery<S> {
  const q = req.query as Partial<ListQuery<S>>;
  return {
    ...pageQuery(req),
    search: q.search,
    sortBy: q.sortBy ?? defaultSort,
    order: q.order === 'asc' ? 'asc' : 'desc',
  };
}

export const idParam = (req: FastifyRequest): string => (req.params as { id: string }).id;

/** PostgreSQL answers COUNT(*) as a string, SQLite as a number. */
export const toCount = (value: string | number | bigint | null | undefined): number =>
  Number(value ?? 0);
