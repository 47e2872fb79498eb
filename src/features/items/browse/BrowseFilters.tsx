import { Grid, MenuItem, TextField } from '@mui/material';
import {
  useListCategoriesQuery,
  useListPlacesQuery,
  type PostedWithin,
} from '../../../api/enhancedApi';
import { POSTED_WITHIN_OPTIONS, SORT_OPTIONS, type BrowseFilters } from './browseFilters';
import { PlaceFilter } from './PlaceFilter';
import type { ReactNode } from 'react';

type Props = {
  filters: BrowseFilters;
  onChange: (
    changes: Partial<Record<'category' | 'postedWithin' | 'place' | 'sort', string>>,
  ) => void;
  /** Shown after the filters ("Alert me" saves them). */
  action?: ReactNode;
};

// A select shows its first option ("All Categories", "Any time") rather than an empty box.
const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Category, posted within, place and sort, under the search box (docs/product.md#browse-filters). */
export function BrowseFiltersRow({ filters, onChange, action }: Props) {
  const categories = useListCategoriesQuery().data?.categories ?? [];
  // No places (none listed yet, or a server without them): no place filter, rather than an
  // empty one.
  const places = useListPlacesQuery().data?.places ?? [];
  // A category the list does not (or not yet) hold reads as "All Categories" in the box.
  const category = categories.some((c) => c._id === filters.category) ? filters.category : '';

  return (
    <Grid container spacing={2} sx={{ mb: 3, alignItems: 'center' }}>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <TextField
          select
          fullWidth
          label="Category"
          value={category}
          onChange={(e) => onChange({ category: e.target.value })}
          slotProps={selectProps}
        >
          <MenuItem value="">All Categories</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <TextField
          select
          fullWidth
          label="Posted within"
          value={filters.postedWithin}
          onChange={(e) => onChange({ postedWithin: e.target.value as PostedWithin | '' })}
          slotProps={selectProps}
        >
          {POSTED_WITHIN_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {places.length > 0 && (
        <Grid size={{ xs: 6, md: 'grow' }}>
          <PlaceFilter
            places={places}
            value={filters.place}
            onChange={(place) => onChange({ place })}
          />
        </Grid>
      )}
      {/* On a phone, the sort fills its row when there is no place filter beside it. */}
      <Grid size={{ xs: places.length ? 6 : 12, md: 'grow' }}>
        <TextField
          select
          fullWidth
          label="Sort by"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value })}
          slotProps={selectProps}
        >
          {SORT_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {action && <Grid size={{ xs: 12, md: 'auto' }}>{action}</Grid>}
    </Grid>
  );
}
