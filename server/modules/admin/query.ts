export type Order = 'asc' | 'desc';

/**
 * A list's query parameters after the contract's validation (defaults applied, numbers
 * coerced): the shape of `req.query` for listUsers and listAdminItems.
 */
export type ListQuery<S extends string = string> = {
  page: number;
  limit: number;
  search?: string;
  sortBy: S;
  order: Order;
};
