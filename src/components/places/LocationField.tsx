import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useListPlacesQuery } from '../../api/enhancedApi';
import { suggestPlaces, type Suggestion } from './placeSuggestions';

type Props = {
  /** "Location" on the item form; the counter's intake asks "Where it was found". */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/**
 * The item form's Location and the intake's "Where it was found" (docs/product.md#places): free text as before (required, at most 200
 * characters), with the campus's places suggested as one types, found by their name or an alias
 * ("EB" suggests Engineering Building). Picking one writes the place's name; anything else typed
 * is kept as typed. Without the list (it failed to load) it is a plain text field.
 */
export function LocationField({
  label = 'Location',
  value,
  onChange,
  error,
  helperText,
  disabled,
}: Props) {
  const { data } = useListPlacesQuery();
  const places = data?.places ?? [];

  return (
    <Autocomplete<Suggestion, false, false, true>
      freeSolo
      options={places.length ? suggestPlaces(places, value) : []}
      // suggestPlaces has filtered already, aliases included.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, picked) =>
        typeof picked !== 'string' && option.name === picked.name
      }
      value={null}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        // Choosing a suggestion writes its name; "reset" with nothing chosen would clear the text.
        if (reason !== 'reset' || text) onChange(text);
      }}
      onChange={(_event, picked) => {
        if (picked) onChange(typeof picked === 'string' ? picked : picked.name);
      }}
      disabled={disabled}
      fullWidth
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            {option.alias ? (
              <Typography variant="caption" color="text.secondary">
                Also called {option.alias}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 200 },
          }}
        />
      )}
    />
  );
}
