export type Pagination = {
  currentPage: number;
  totalPages: number;
  totalResults: number;
  limit: number;
  /** More items match than are counted (see SEARCH_TOTAL_CAP): the totals are that bound. */
  totalCapped?: boolean;
};

export function paginate(page: number, limit: number, total: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    totalResults: total,
    limit,
  };
}

export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;
