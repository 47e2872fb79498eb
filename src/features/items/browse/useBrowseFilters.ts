import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readBrowseFilters, type BrowseFilters } from './browseFilters';

type FilterChanges = Partial<Record<Exclude<keyof BrowseFilters, 'page'>, string>>;

/**
 * The browse filters live in the URL, so back/forward, reload and "Back to items" keep them
 * (docs/product.md#browse-filters). A filter set to its default leaves the URL; changing any
 * filter goes back to page 1.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);

  const setFilters = useCallback(
    (changes: FilterChanges) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === 'sort' && value === 'newest')) copy.set(key, value);
          else copy.delete(key);
        }
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (page > 1) copy.set('page', String(page));
        else copy.delete('page');
        return copy;
      }),
    [setParams],
  );

  return { filters, params, setFilters, setPage };
}
