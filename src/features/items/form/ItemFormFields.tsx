import { MenuItem, Stack, TextField } from '@mui/material';
import { LocationField } from '../../../components/places/LocationField';
import { ImagePicker } from './ImagePicker';
import type { ItemStatus } from '../../../api/enhancedApi';
import type { ItemFormValues } from './itemForm';
import type { ItemForm } from './useItemForm';

type Props = {
  form: ItemForm;
  statuses: ItemStatus[];
  /** Category names for a select; without them (the list failed to load) it is free text. */
  categoryOptions?: string[];
  disabled?: boolean;
  imageLabel?: string;
  /** Told when an image is picked or cleared (the edit form unticks "Remove Image"). */
  onImage?: (file: File | null) => void;
};

/** Title, description, category, status, location and the image: shared by create and edit. */
export function ItemFormFields({
  form,
  statuses,
  categoryOptions,
  disabled,
  imageLabel,
  onImage,
}: Props) {
  const { values, errors, setValues } = form;
  const common = (key: keyof ItemFormValues) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [key]: event.target.value }),
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
      <LocationField
        value={values.location}
        onChange={(location) => setValues({ ...values, location })}
        error={!!errors.location}
        helperText={errors.location}
        disabled={disabled}
      />
      <ImagePicker
        file={form.file}
        onChange={(next) => {
          form.pickImage(next);
          onImage?.(next);
        }}
        error={errors.image}
        disabled={disabled}
        label={imageLabel}
      />
    </Stack>
  );
}
