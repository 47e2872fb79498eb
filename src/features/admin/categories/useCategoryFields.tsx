import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

type Values = { name: string; description: string };

/**
 * A category's name (required) and description (optional), shared by the create form and the
 * edit dialog (docs/product.md). `read()` validates and answers the trimmed values, or null.
 */
export function useCategoryFields(initial: Values = { name: '', description: '' }) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);

  const read = (): Values | null => {
    if (!values.name.trim()) {
      setNameError('Category name is required');
      return null;
    }
    return { name: values.name.trim(), description: values.description.trim() };
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

  return { read, reset: () => setValues(initial), nameProps, descriptionProps };
}

/** The two fields; `compact` lays them out in one row (the create form above the table). */
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
    </>
  );
}
