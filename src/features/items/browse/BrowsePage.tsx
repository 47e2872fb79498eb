import { useEffect, useRef, useState } from 'react';
import { Box, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSearchItemsQuery } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { ItemCardSkeleton } from '../shared/ItemCard';
import { ITEM_STATUSES } from '../shared/itemStatuses';
import { PageMessage } from '../../../components/feedback/PageMessage';
import { TryAgain } from '../../../components/feedback/TryAgain';
import { PageNumbers } from '../../../components/PageNumbers';
import { SearchField } from '../../../components/form/SearchField';
import { AlertMeButton } from '../savedSearches/AlertMeButton';
import { useDebouncedValue } from './useDebouncedValue';
import { BROWSE_PAGE_SIZE } from './landingQuery';
import { searchArgsOf, unfiltered } from './browseFilters';
import { useBrowseFilters } from './useBrowseFilters';
import { BrowseFiltersRow } from './BrowseFilters';
import { BrowseResults } from './BrowseResults';
import { NoItemsYet } from './NoItemsYet';
import { AddItemBar } from './AddItemBar';

/**
 * `/`: browse and search items. The words, the filters, the sort and the page live in the URL
 * (back/forward and reload keep them; docs/product.md#browse-filters).
 */
export default function BrowsePage() {
  const { filters, params, setFilters, setPage } = useBrowseFilters();
  const { q, status, page } = filters;
  const token = useAppSelector(selectToken);

  // The box follows the URL (back/forward) and the URL follows the box, 300 ms after typing.
  const [text, setText] = useState(q);
  const [urlQ, setUrlQ] = useState(q);
  if (q !== urlQ) {
    setUrlQ(q);
    setText(q);
  }
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    const next = debounced.trim();
    if (next === q.trim()) return;
    setFilters({ q: next });
    // q is read, not a trigger: only a settled new text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, setFilters]);

  const { data, isLoading, isFetching, isError, refetch } = useSearchItemsQuery(
    searchArgsOf(filters, BROWSE_PAGE_SIZE),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // "Back to items" on the item page returns here: same search, filters and page.
  const browseUrl = params.size ? `/?${params.toString()}` : '/';
  const items = data?.items ?? [];
  const totalPages = data?.pagination.totalPages ?? 0;

  return (
    <Box>
      <Typography ref={heading} variant="h4" component="h1" gutterBottom>
        Lost &amp; Found Items
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          label="Search"
          placeholder="title, description or tags"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All Statuses</MenuItem>
          {ITEM_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BrowseFiltersRow
        filters={filters}
        onChange={setFilters}
        action={token ? <AlertMeButton filters={{ ...filters, q: text }} /> : undefined}
      />

      {isLoading ? (
        <Grid container spacing={3} aria-busy="true" aria-label="Loading items">
          {Array.from({ length: BROWSE_PAGE_SIZE }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <ItemCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : isError && !data ? (
        <PageMessage text="Items could not be loaded." action={<TryAgain onClick={refetch} />} />
      ) : data && data.pagination.totalResults === 0 && unfiltered(filters) ? (
        <NoItemsYet />
      ) : !data || items.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No items found matching your search.
        </Typography>
      ) : (
        <BrowseResults
          items={items}
          pagination={data.pagination}
          browseUrl={browseUrl}
          fetching={isFetching}
        />
      )}

      <PageNumbers
        page={page}
        totalPages={totalPages}
        onChange={(next) => {
          setPage(next);
          heading.current?.scrollIntoView?.({ behavior: 'smooth' });
        }}
      />

      <AddItemBar />
    </Box>
  );
}
