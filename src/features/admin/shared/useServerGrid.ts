import { useEffect, useState } from 'react';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './adminConstants';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/**
 * docs/architecture.md#house-style: admin DataGrids are server-controlled. Pagination, sorting and the search box
 * are grid state here, turned into request parameters (page is 1-based on the wire).
 * The search is debounced by 300 ms and a new search or sort starts again at page 1.
 */
export function useServerGrid<Field extends string>(sortFields: readonly Field[]) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const next = searchInput.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPaginationModel((model) => ({ ...model, page: 0 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const sort = sortModel[0];
  const sortBy = sort?.sort && sortFields.find((field) => field === sort.field);
  const params = {
    page: paginationModel.page + 1,
    limit: paginationModel.pageSize,
    ...(search ? { search } : {}),
    ...(sortBy && sort?.sort ? { sortBy, order: sort.sort } : {}),
  };

  const gridProps = {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model: GridSortModel) => {
      setSortModel(model);
      setPaginationModel((current) => ({ ...current, page: 0 }));
    },
    pageSizeOptions: [PAGE_SIZE],
  } as const;

  /** The search box's value, for the grid's toolbar and the phone's cards. */
  const searchBox = { value: searchInput, onChange: setSearchInput };
  /** The same search and pages for the phone's cards (`page` 1-based, as the pager shows it). */
  const cardPaging = {
    search: searchBox,
    page: paginationModel.page + 1,
    onPage: (page: number) => setPaginationModel({ page: page - 1, pageSize: PAGE_SIZE }),
  };

  return { params, gridProps, searchBox, cardPaging };
}
