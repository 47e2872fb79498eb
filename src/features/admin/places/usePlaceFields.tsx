import { useState } from 'react';
import { TextField } from '@mui/material';
import { AliasesField } from './AliasesField';

/** docs/product.md#limits: a place's name and aliases. */
export const MAX_NAME = 80;
export const MAX_ALIASES = 20;
export const MAX_ALIAS = 40;

type Values = { name: string; aliases: string[] };

const EMPTY: Values = { name: '', aliases: [] };

/**
 * A place's name (required, at most 80 characters) and aliases (at most 20, each at most 40),
 * shared by the create form and the edit dialog. `read()` validates and answers the trimmed
 * values, or null. The server checks again, and tells which alias another place holds.
 */
export function usePlaceFields(initial: Values = EMPTY) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [aliasesError, setAliasesError] = useState<string | null>(null);

  const read = (): Values | null => {
    const name = values.name.trim();
    const long = values.aliases.find((a) => a.length > MAX_ALIAS);
    const nameProblem = !name
      ? 'Place name is required'
      : name.length > MAX_NAME
        ? `Place name must be at most ${MAX_NAME} characters`
        : null;
    const aliasProblem =
      values.aliases.length > MAX_ALIASES
        ? `At most ${MAX_ALIASES} aliases`
        : long
          ? `"${long.slice(0, 20)}…" is longer than ${MAX_ALIAS} characters`
          : null;
    setNameError(nameProblem);
    setAliasesError(aliasProblem);
    if (nameProblem || aliasProblem) return null;
    return { name, aliases: values.aliases };
  };

  return {
    read,
    reset: () => setValues(initial),
    values,
    setName: (name: string) => {
      setValues((v) => ({ ...v, name }));
      setNameError(null);
    },
    setAliases: (aliases: string[]) => {
      setValues((v) => ({ ...v, aliases }));
      setAliasesError(null);
    },
    nameError,
    aliasesError,
  };
}

/** The two fields; `compact` lays them out in one row (the create form above the table). */
export function PlaceFields({
  fields,
  nameLabel,
  compact,
}: {
  fields: ReturnType<typeof usePlaceFields>;
  nameLabel: string;
  compact?: boolean;
}) {
  const size = compact ? 'small' : 'medium';
  return (
    <>
      <TextField
        label={nameLabel}
        size={size}
        value={fields.values.name}
        onChange={(event) => fields.setName(event.target.value)}
        error={!!fields.nameError}
        helperText={fields.nameError}
        required
        sx={compact ? { minWidth: { md: 240 } } : undefined}
      />
      <AliasesField
        aliases={fields.values.aliases}
        onChange={fields.setAliases}
        error={fields.aliasesError}
        size={size}
      />
    </>
  );
}
