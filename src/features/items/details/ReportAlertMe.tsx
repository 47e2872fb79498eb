import { Stack, Typography } from '@mui/material';
import { AlertMeButton } from '../savedSearches/AlertMeButton';
import type { Item } from '../../../api/enhancedApi';
import type { BrowseFilters } from '../browse/browseFilters';

/**
 * "Alert me" on the poster's own Lost report (docs/product.md#saved-searches): a saved search for
 * new Found items with the report's title in its category, offered next to its possible matches
 * so that the poster lands on both straight after posting (docs/product.md#screens).
 */
export function ReportAlertMe({ item }: { item: Item }) {
  const filters: BrowseFilters = {
    q: item.title,
    status: 'Found',
    category: item.category._id,
    postedWithin: '',
    place: '',
    sort: 'newest',
    page: 1,
  };
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        “Alert me” also tells you about each new Found item with the words of this title, in its
        category.
      </Typography>
      <AlertMeButton filters={filters} look="inline" />
    </Stack>
  );
}
