import { useId } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { ItemCard } from '../shared/ItemCard';
import type { Item, Pagination } from '../../../api/enhancedApi';

export const PARTIAL_HEADING = 'Items matching some of your words';

type Props = { items: Item[]; pagination: Pagination; browseUrl: string; fetching: boolean };

/**
 * How many of this page's items match all the words: `exactCount` counts the full matches
 * across pages, and the results after them match only some of the words (openapi.yaml
 * Pagination.exactCount, docs/product.md#browse-filters).
 */
export function fullMatchesOnPage(items: Item[], pagination: Pagination): number {
  if (pagination.exactCount === undefined) return items.length;
  const before = (pagination.currentPage - 1) * pagination.limit;
  return Math.min(items.length, Math.max(0, pagination.exactCount - before));
}

function ItemGrid({ items, browseUrl }: { items: Item[]; browseUrl: string }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <ItemCard item={item} browseUrl={browseUrl} />
        </Grid>
      ))}
    </Grid>
  );
}

/** A page of results: the full matches, then the partial ones under their own heading. */
export function BrowseResults({ items, pagination, browseUrl, fetching }: Props) {
  const full = fullMatchesOnPage(items, pagination);
  const partial = items.slice(full);
  const headingId = useId();
  return (
    <Box aria-busy={fetching} sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {full > 0 && <ItemGrid items={items.slice(0, full)} browseUrl={browseUrl} />}
      {partial.length > 0 && (
        <section aria-labelledby={headingId}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ mt: full > 0 ? 4 : 0, mb: 2 }}
          >
            {PARTIAL_HEADING}
          </Typography>
          {full === 0 && pagination.currentPage === 1 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No items match all of your words.
            </Typography>
          )}
          <ItemGrid items={partial} browseUrl={browseUrl} />
        </section>
      )}
    </Box>
  );
}
