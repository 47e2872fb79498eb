import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';

type Props = {
  aliases: string[];
  onChange: (aliases: string[]) => void;
  error?: string | null;
  size?: 'small' | 'medium';
  disabled?: boolean;
};

const HELP = 'Press Enter or a comma after each alias';

/** Adds the aliases in `typed` that are not there yet (compared without case or spaces around). */
function withTyped(aliases: string[], typed: string[]): string[] {
  const next = [...aliases];
  for (const raw of typed) {
    const alias = raw.trim();
    if (alias && !next.some((a) => a.toLowerCase() === alias.toLowerCase())) next.push(alias);
  }
  return next;
}

/**
 * A place's aliases as chips (docs/product.md#places): Enter, a comma or leaving the field turns
 * the text typed into a chip; a chip's cross removes it.
 */
export function AliasesField({ aliases, onChange, error, size, disabled }: Props) {
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={aliases}
      disabled={disabled}
      sx={{ flexGrow: 1 }}
      onChange={(_event, next) => onChange(withTyped([], next))}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        // A comma ends an alias as Enter does: "EB, Eng building" pasted becomes two chips, and
        // what follows the last comma stays in the field.
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          setTyped(parts.pop() ?? '');
          onChange(withTyped(aliases, parts));
        } else setTyped(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Aliases"
          size={size}
          error={!!error}
          helperText={error ?? HELP}
        />
      )}
    />
  );
}
