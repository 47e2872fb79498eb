import type { ItemStatus } from '../../../api/enhancedApi';

/** The item form's values (create and edit share them). */
export type ItemFormValues = {
  title: string;
  description: string;
  category: string;
  status: ItemStatus | '';
  location: string;
};

export type ItemFormErrors = Partial<Record<keyof ItemFormValues | 'image', string>>;

const labels: Record<keyof ItemFormValues, string> = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  status: 'Status',
  location: 'Location',
};

/** docs/product.md#validation: title, description, category, status and location are required. */
export function validateItemForm(values: ItemFormValues): ItemFormErrors {
  const errors: ItemFormErrors = {};
  for (const key of Object.keys(labels) as (keyof ItemFormValues)[]) {
    if (!values[key].trim()) errors[key] = `${labels[key]} is required`;
  }
  return errors;
}

/** docs/product.md#validation: the image is optional and must be an image type. */
export const imageError = (file: File | null): string | undefined =>
  file && !file.type.startsWith('image/') ? 'Please choose an image file.' : undefined;

export const trimmed = (values: ItemFormValues) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  category: values.category.trim(),
  status: values.status as ItemStatus,
  location: values.location.trim(),
});
