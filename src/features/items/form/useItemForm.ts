import { useState } from 'react';
import { imageError, validateItemForm, type ItemFormErrors, type ItemFormValues } from './itemForm';

/**
 * The item form's state (create and edit): the values, the picked image and their errors. After
 * the first submit the fields are checked again on every change, so an error clears as soon as
 * it is corrected (and a field emptied again says so at once).
 */
export function useItemForm(initial: ItemFormValues) {
  const [values, setRawValues] = useState<ItemFormValues>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setValues = (next: ItemFormValues) => {
    setRawValues(next);
    if (submitted) setErrors((e) => withImage(validateItemForm(next), e.image));
  };

  /** Checks every field and the image; true when the form may be sent. */
  const validate = () => {
    setSubmitted(true);
    const found = withImage(validateItemForm(values), imageError(file));
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** A new image (or none) is checked at once. */
  const pickImage = (next: File | null) => {
    setFile(next);
    setErrors((e) => withImage(e, imageError(next)));
  };

  return { values, setValues, file, pickImage, errors, validate };
}

function withImage(errors: ItemFormErrors, image: string | undefined): ItemFormErrors {
  const { image: _old, ...rest } = errors;
  return image ? { ...rest, image } : rest;
}

export type ItemForm = ReturnType<typeof useItemForm>;
