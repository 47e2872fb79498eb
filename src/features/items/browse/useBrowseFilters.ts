import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilters, withPage } from '../../../app/urlParams';
import { readBrowseFilters, type BrowseFilters } from './browseFilters';

type FilterChanges = Partial<Record<Exclude<keyof BrowseFilters, 'page'>, string>>;

/** "Newest first" is the default order: it leaves the URL. */
const isDefault = (key: string, value: string) => key === 'sort' && value === 'newest';

/**
 * The browse filters live in the URL, so back/forward, reload and "Back to items" keep them
 * (docs/product.md#browse-filters). A filter set to its default leaves the URL; changing any
 * filter goes back to page 1.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);

  const setFilters = useCallback(
    (changes: FilterChanges) => setParams((prev) => withFilters(prev, changes, isDefault)),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((prev) => withPage(prev, page)),
    [setParams],
  );

  return { filters, params, setFilters, setPage };
}
