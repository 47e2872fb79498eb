import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';

type Props = {
  label: string;
  /** Shown under the field while there is no error. */
  help: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | null;
  size?: 'small' | 'medium';
  disabled?: boolean;
};

/** Adds the texts in `typed` that are not there yet (compared without case or spaces around). */
function withTyped(values: string[], typed: string[]): string[] {
  const next = [...values];
  for (const raw of typed) {
    const value = raw.trim();
    if (value && !next.some((v) => v.toLowerCase() === value.toLowerCase())) next.push(value);
  }
  return next;
}

/**
 * A list of short texts as chips (a place's aliases, a desk's storage places): Enter, a comma or
 * leaving the field turns the text typed into a chip; a chip's cross removes it.
 */
export function ChipListField({ label, help, values, onChange, error, size, disabled }: Props) {
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={values}
      disabled={disabled}
      sx={{ flexGrow: 1 }}
      onChange={(_event, next) => onChange(withTyped([], next))}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        // A comma ends a chip as Enter does: "EB, Eng building" pasted becomes two chips, and
        // what follows the last comma stays in the field.
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          setTyped(parts.pop() ?? '');
          onChange(withTyped(values, parts));
        } else setTyped(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={size}
          error={!!error}
          helperText={error ?? help}
        />
      )}
    />
  );
}
