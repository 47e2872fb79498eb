import { useState } from 'react';
import { imageError, validateItemForm, type ItemFormErrors, type ItemFormValues } from './itemForm';

/** The item form's state (create and edit): the values, the picked image and their errors. */
export function useItemForm(initial: ItemFormValues) {
  const [values, setValues] = useState<ItemFormValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ItemFormErrors>({});

  /** Checks every field and the image; true when the form may be sent. */
  const validate = () => {
    const found = validateItemForm(values);
    const badImage = imageError(file);
    if (badImage) found.image = badImage;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** A new image (or none) is checked at once. */
  const pickImage = (next: File | null) => {
    setFile(next);
    setErrors((e) => ({ ...e, image: imageError(next) }));
  };

  return { values, setValues, file, pickImage, errors, validate };
}

export type ItemForm = ReturnType<typeof useItemForm>;
