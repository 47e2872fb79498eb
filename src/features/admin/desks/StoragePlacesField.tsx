import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';

type Props = { places: string[]; onChange: (places: string[]) => void; error?: string | null };

/** Adds the places in `typed` not there yet (compared without case or spaces around). */
function withTyped(places: string[], typed: string[]): string[] {
  const next = [...places];
  for (const raw of typed) {
    const place = raw.trim();
    if (place && !next.some((p) => p.toLowerCase() === place.toLowerCase())) next.push(place);
  }
  return next;
}

/** A desk's storage places as chips (docs/product.md#desks): Enter or a comma adds one. */
export function StoragePlacesField({ places, onChange, error }: Props) {
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={places}
      onChange={(_event, next) => onChange(withTyped([], next))}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          setTyped(parts.pop() ?? '');
          onChange(withTyped(places, parts));
        } else setTyped(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Storage places"
          error={!!error}
          helperText={error ?? 'Shelves and bins; press Enter or a comma after each'}
        />
      )}
    />
  );
}
