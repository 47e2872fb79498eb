import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import type { Place } from '../../../api/enhancedApi';

type Props = { places: Place[]; value: string; onChange: (placeId: string) => void };

// Typing an alias ("EB") finds its place ("Engineering Building").
const filterOptions = createFilterOptions<Place>({
  stringify: (place) => [place.name, ...place.aliases].join(' '),
});

/** The place filter: a campus place, found by its name or an alias (docs/product.md#browse-filters). */
export function PlaceFilter({ places, value, onChange }: Props) {
  const selected = places.find((p) => p._id === value) ?? null;

  return (
    <Autocomplete
      options={places}
      value={selected}
      onChange={(_event, place) => onChange(place?._id ?? '')}
      getOptionLabel={(place) => place.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={filterOptions}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Place"
          placeholder="Any place"
          slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
