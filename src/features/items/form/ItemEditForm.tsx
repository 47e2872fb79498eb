import { useState, type FormEvent } from 'react';
import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useUpdateItemMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { FormActions } from '../../../components/form/FormActions';
import { ItemFormFields } from './ItemFormFields';
import { ImagePicker } from './ImagePicker';
import { UploadProgress } from './UploadProgress';
import { ITEM_STATUSES } from '../shared/itemStatuses';
import {
  imageError,
  trimmed,
  validateItemForm,
  type ItemFormErrors,
  type ItemFormValues,
} from './itemForm';

/**
 * Inline edit of an item (details page and dashboard): title, description, category text,
 * status (all four), location, a new image, or "Remove Image". Failures are toasted by the
 * shared error listener ("Failed to update item: …").
 */
export function ItemEditForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const [values, setValues] = useState<ItemFormValues>({
    title: item.title,
    description: item.description,
    category: item.category.name,
    status: item.status,
    location: item.location,
  });
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [updateItem, { isLoading }] = useUpdateItemMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: ItemFormErrors = { ...validateItemForm(values), image: imageError(file) };
    if (!found.image) delete found.image;
    setErrors(found);
    if (Object.keys(found).length) return;
    // A new file replaces the photo; an empty value (null → '' in the form data) removes it;
    // leaving the field out keeps it (openapi ItemUpdateForm).
    const image = file ?? (removeImage ? (null as unknown as Blob) : undefined);
    try {
      await updateItem({ id: item._id, itemUpdateForm: { ...trimmed(values), image } }).unwrap();
      showToast('Item updated successfully', 'success');
      onDone();
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Edit ${item.title}`}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Edit Item
        </Typography>
        <ItemFormFields
          values={values}
          errors={errors}
          onChange={setValues}
          statuses={ITEM_STATUSES}
          disabled={isLoading}
        />
        <ImagePicker
          file={file}
          onChange={(next) => {
            setFile(next);
            setErrors((e) => ({ ...e, image: imageError(next) }));
            if (next) setRemoveImage(false);
          }}
          error={errors.image}
          disabled={isLoading}
          label={item.image ? 'Replace Image' : 'Upload Image'}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={removeImage}
              onChange={(e) => {
                setRemoveImage(e.target.checked);
                if (e.target.checked) setFile(null);
              }}
              disabled={isLoading || !item.image}
            />
          }
          label="Remove Image"
        />
        <UploadProgress endpoint="updateItem" />
        <FormActions
          busy={isLoading}
          label="Save Changes"
          busyLabel="Saving..."
          onCancel={onDone}
        />
      </Stack>
    </Box>
  );
}
