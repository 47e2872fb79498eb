import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ActivationSwitch } from '../shared/ActivationToggle';
import { PagedFooter } from '../shared/PagedFooter';
import { usDate } from '../shared/adminConstants';
import type { Item, ItemStatus, Pagination } from '../../../api/enhancedApi';

export const STATUS_COLOR: Record<ItemStatus, 'error' | 'success' | 'warning' | 'info'> = {
  Lost: 'error',
  Found: 'success',
  Claimed: 'warning',
  Returned: 'info',
};

type Props = {
  items: Item[] | undefined;
  pagination: Pagination | undefined;
  loading: boolean;
  search: { value: string; onChange: (value: string) => void };
  page: number;
  onPage: (page: number) => void;
  toggling: boolean;
  onToggle: (item: Item) => void;
  onAssign: (item: Item) => void;
};

/**
 * The admin Items tab on a phone (docs/product.md#admin-console): the same search, rows and
 * actions as the grid, one stacked card per item, so nothing needs sideways scrolling
 * (docs/accessibility.md).
 */
export function ItemCards({
  items,
  pagination,
  loading,
  search,
  page,
  onPage,
  toggling,
  onToggle,
  onAssign,
}: Props) {
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Search items"
        placeholder="Reference, title, description, location or category"
        size="small"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        fullWidth
      />
      {loading && !items ? <CircularProgress aria-label="Loading items" /> : null}
      {items && items.length === 0 ? (
        <Typography color="text.secondary">No items found.</Typography>
      ) : null}
      {items && items.length > 0 ? (
        <Stack
          component="ul"
          aria-label="Items"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: loading ? 0.6 : 1 }}
        >
          {items.map((item) => (
            <Paper component="li" key={item._id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Link
                  component={RouterLink}
                  to={`/items/${item._id}`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
                >
                  {item.title}
                </Link>
                <Chip
                  size="small"
                  variant="outlined"
                  label={item.status}
                  color={STATUS_COLOR[item.status]}
                />
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 0.25,
                  my: 1,
                }}
              >
                {(
                  [
                    ['Reference', item.reference],
                    ['Category', item.category.name],
                    ['Posted by', item.postedBy.name],
                    ['Keeper', item.keeperName ?? 'Not Assigned'],
                    ['Created', usDate(item.createdAt)],
                  ] as const
                ).map(([term, value]) => (
                  <Fragment key={term}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {term}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <ActivationSwitch
                    checked={item.isActive}
                    name={item.title}
                    disabled={toggling}
                    onToggle={() => onToggle(item)}
                  />
                  <Typography variant="body2">{item.isActive ? 'Active' : 'Inactive'}</Typography>
                </Stack>
                <Button
                  size="small"
                  onClick={() => onAssign(item)}
                  aria-label={`Assign keeper to ${item.title}`}
                >
                  Assign keeper
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <PagedFooter pagination={pagination} page={page} onChange={onPage} label="items" />
    </Stack>
  );
}
