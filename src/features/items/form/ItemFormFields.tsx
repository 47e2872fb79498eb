import { MenuItem, Stack, TextField } from '@mui/material';
import type { ItemStatus } from '../../../api/enhancedApi';
import type { ItemFormErrors, ItemFormValues } from './itemForm';

type Props = {
  values: ItemFormValues;
  errors: ItemFormErrors;
  onChange: (values: ItemFormValues) => void;
  statuses: ItemStatus[];
  /** Category names for a select; without them the category is free text (edit form). */
  categoryOptions?: string[];
  disabled?: boolean;
};

/** Title, description, category, status and location: shared by create and edit. */
export function ItemFormFields({
  values,
  errors,
  onChange,
  statuses,
  categoryOptions,
  disabled,
}: Props) {
  const set = (key: keyof ItemFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const common = (key: keyof ItemFormValues) => ({
    value: values[key],
    onChange: set(key),
    error: !!errors[key],
    helperText: errors[key],
    disabled,
    fullWidth: true,
    required: true,
  });

  return (
    <Stack spacing={2}>
      <TextField label="Title" {...common('title')} slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField
        label="Description"
        multiline
        minRows={3}
        {...common('description')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {categoryOptions ? (
        <TextField select label="Category" {...common('category')}>
          {categoryOptions.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          label="Category"
          {...common('category')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      )}
      <TextField select label="Status" {...common('status')}>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Location"
        {...common('location')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </Stack>
  );
}
