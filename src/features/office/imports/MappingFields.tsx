import { Box, MenuItem, TextField } from '@mui/material';
import { IMPORT_FIELDS, REQUIRED_FIELDS } from './importFields';
import type { ImportField, ImportMapping } from '../../../api/enhancedApi';

/** A select's value for "Not imported" (a column is its index as text). */
const NOT_IMPORTED = 'none';

type Props = {
  columns: string[];
  mapping: ImportMapping;
  onChange: (field: ImportField, column: number | null) => void;
};

/** One select a field: which of the file's columns feeds it, or "Not imported". */
export function MappingFields({ columns, mapping, onChange }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
      }}
    >
      {IMPORT_FIELDS.map(({ field, label }) => {
        const column = mapping[field];
        const required = REQUIRED_FIELDS.includes(field);
        const unmapped = required && column === undefined;
        return (
          <TextField
            key={field}
            select
            size="small"
            label={label}
            required={required}
            error={unmapped}
            helperText={unmapped ? `${label} must come from a column.` : undefined}
            value={column === undefined ? NOT_IMPORTED : String(column)}
            onChange={(event) => {
              const value = event.target.value;
              onChange(field, value === NOT_IMPORTED ? null : Number(value));
            }}
          >
            <MenuItem value={NOT_IMPORTED}>
              <em>Not imported</em>
            </MenuItem>
            {columns.map((name, i) => (
              <MenuItem key={i} value={String(i)}>
                {name || `Column ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}
