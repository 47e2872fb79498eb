import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

type Values = { name: string; description: string; retentionDays: string };
type Read = { name: string; description: string; retentionDays: number };

/** docs/product.md#retention: days an unclaimed Found item is kept, 90 unless changed. */
export const DEFAULT_RETENTION_DAYS = 90;
const MAX_RETENTION_DAYS = 3650;
const RETENTION_ERROR = `Retention must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}`;

const EMPTY: Values = { name: '', description: '', retentionDays: String(DEFAULT_RETENTION_DAYS) };

/**
 * A category's name (required), description (optional) and retention in days, shared by the
 * create form and the edit dialog (docs/product.md). `read()` validates and answers the trimmed
 * values, or null.
 */
export function useCategoryFields(initial: Values = EMPTY) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [retentionError, setRetentionError] = useState<string | null>(null);

  const read = (): Read | null => {
    const name = values.name.trim();
    const days = values.retentionDays.trim();
    const retentionDays = /^\d+$/.test(days) ? Number(days) : NaN;
    const retentionOk = retentionDays >= 1 && retentionDays <= MAX_RETENTION_DAYS;
    setNameError(name ? null : 'Category name is required');
    setRetentionError(retentionOk ? null : RETENTION_ERROR);
    if (!name || !retentionOk) return null;
    return { name, description: values.description.trim(), retentionDays };
  };

  const nameProps: TextFieldProps = {
    value: values.name,
    onChange: (event) => {
      setValues((v) => ({ ...v, name: event.target.value }));
      setNameError(null);
    },
    error: !!nameError,
    helperText: nameError,
    required: true,
  };
  const descriptionProps: TextFieldProps = {
    label: 'Description',
    value: values.description,
    onChange: (event) => setValues((v) => ({ ...v, description: event.target.value })),
  };
  const retentionProps: TextFieldProps = {
    label: 'Retention (days)',
    value: values.retentionDays,
    onChange: (event) => {
      setValues((v) => ({ ...v, retentionDays: event.target.value }));
      setRetentionError(null);
    },
    error: !!retentionError,
    helperText: retentionError ?? 'Days an unclaimed found item is kept',
    required: true,
    slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } },
  };

  return { read, reset: () => setValues(initial), nameProps, descriptionProps, retentionProps };
}

/** The fields; `compact` lays them out in one row (the create form above the table). */
export function CategoryFields({
  fields,
  nameLabel,
  compact,
}: {
  fields: ReturnType<typeof useCategoryFields>;
  nameLabel: string;
  compact?: boolean;
}) {
  return (
    <>
      <TextField label={nameLabel} size={compact ? 'small' : 'medium'} {...fields.nameProps} />
      <TextField
        {...fields.descriptionProps}
        {...(compact ? { size: 'small', sx: { flexGrow: 1 } } : { multiline: true, minRows: 2 })}
      />
      <TextField
        {...fields.retentionProps}
        {...(compact ? { size: 'small', sx: { width: { md: 170 } } } : {})}
      />
    </>
  );
}
