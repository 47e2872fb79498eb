import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../shared/adminConstants';
import { filterParams, type AuditFilters } from './auditActions';

/**
 * The filters as typed, and as asked of the server: the actor waits for typing to pause
 * (docs/product.md#delays); any change goes back to page 1.
 */
export function useAuditFilters() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [asked, setAsked] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setAsked(filterParams(filters));
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters]);
  return { filters, setFilters, asked, page, setPage };
}
