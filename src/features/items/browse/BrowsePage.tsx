import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Fab,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSearchItemsQuery, type ItemStatus } from '../../../api/enhancedApi';
import { ItemCard, ItemCardSkeleton } from '../shared/ItemCard';
import { ITEM_STATUSES } from '../shared/itemStatuses';
import { PageMessage } from '../../../components/feedback/PageMessage';
import { TryAgain } from '../../../components/feedback/TryAgain';
import { PageNumbers } from '../../../components/PageNumbers';
import { AlertMeButton } from '../savedSearches/AlertMeButton';
import { useDebouncedValue } from './useDebouncedValue';
import { BROWSE_PAGE_SIZE } from './landingQuery';

const readPage = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const readStatus = (value: string | null) =>
  ITEM_STATUSES.includes(value as ItemStatus) ? (value as ItemStatus) : '';

/** `/`: browse and search items; q, status and page live in the URL (back button works). */
export default function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));

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
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next) copy.set('q', next);
      else copy.delete('q');
      copy.delete('page');
      return copy;
    });
    // q is read, not a trigger: only a settled new text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, setParams]);

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) copy.set(key, value);
        else copy.delete(key);
      }
      return copy;
    });

  const { data, isLoading, isFetching, isError, refetch } = useSearchItemsQuery({
    page,
    limit: BROWSE_PAGE_SIZE,
    search: q.trim() || undefined,
    status: status || undefined,
    isActive: true,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // "Back to items" on the item page returns here: same search, filter and page.
  const browseUrl = params.size ? `/?${params.toString()}` : '/';
  const items = data?.items ?? [];
  const totalPages = data?.pagination.totalPages ?? 0;

  return (
    <Box sx={{ pb: 10 }}>
      <Typography ref={heading} variant="h4" component="h1" gutterBottom>
        Lost &amp; Found Items
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search"
          placeholder="title, description or tags"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200, type: 'search' },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => update({ status: e.target.value, page: null })}
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
        <AlertMeButton search={text} status={status} />
      </Stack>

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
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          No items found matching your search.
        </Typography>
      ) : (
        <Grid
          container
          spacing={3}
          aria-busy={isFetching}
          sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {items.map((item) => (
            <Grid key={item._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <ItemCard item={item} browseUrl={browseUrl} />
            </Grid>
          ))}
        </Grid>
      )}

      <PageNumbers
        page={page}
        totalPages={totalPages}
        onChange={(next) => {
          update({ page: next > 1 ? String(next) : null });
          heading.current?.scrollIntoView?.({ behavior: 'smooth' });
        }}
      />

      <Fab
        component={RouterLink}
        to="/items/create"
        variant="extended"
        color="primary"
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          display: { xs: 'inline-flex', md: 'none' },
        }}
      >
        + Add New Item
      </Fab>
    </Box>
  );
}
