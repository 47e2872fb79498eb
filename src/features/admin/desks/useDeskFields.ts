import { useState } from 'react';
import type { DeskDetail, DeskInput } from '../../../api/enhancedApi';

/** docs/product.md#limits: a desk's texts, as the contract holds them. */
export const DESK_LIMITS = { name: 80, place: 120, hours: 200, contact: 200 } as const;
export const MAX_STORAGE_PLACE = 80;
export const MAX_STORAGE_PLACES = 100;
type TextField = keyof typeof DESK_LIMITS;
type Problems = Partial<Record<TextField | 'storagePlaces', string>>;

const LABELS: Record<TextField, string> = {
  name: 'Name',
  place: 'Place',
  hours: 'Opening hours',
  contact: 'Contact',
};

export const EMPTY_DESK: DeskInput = {
  name: '',
  place: '',
  hours: '',
  contact: '',
  keeperIds: [],
  storagePlaces: [],
};

export const deskInputOf = (desk: DeskDetail): DeskInput => ({
  name: desk.name,
  place: desk.place,
  hours: desk.hours,
  contact: desk.contact,
  keeperIds: desk.keepers.map((k) => k._id),
  storagePlaces: desk.storagePlaces,
});

/** The desk form's values; `read()` checks them and answers the trimmed input, or null. */
export function useDeskFields(initial: DeskInput) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Problems>({});

  const read = (): DeskInput | null => {
    const found: Problems = {};
    for (const field of Object.keys(DESK_LIMITS) as TextField[]) {
      const text = values[field].trim();
      if (!text) found[field] = `${LABELS[field]} is required`;
      else if (text.length > DESK_LIMITS[field]) {
        found[field] = `${LABELS[field]} must be at most ${DESK_LIMITS[field]} characters`;
      }
    }
    const long = values.storagePlaces.find((p) => p.length > MAX_STORAGE_PLACE);
    if (long) {
      found.storagePlaces = `"${long.slice(0, 20)}…" is longer than ${MAX_STORAGE_PLACE} characters`;
    } else if (values.storagePlaces.length > MAX_STORAGE_PLACES) {
      found.storagePlaces = `At most ${MAX_STORAGE_PLACES} storage places`;
    }
    setErrors(found);
    if (Object.keys(found).length) return null;
    return {
      ...values,
      name: values.name.trim(),
      place: values.place.trim(),
      hours: values.hours.trim(),
      contact: values.contact.trim(),
    };
  };

  const set = <K extends keyof DeskInput>(key: K, value: DeskInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return { values, errors, read, set, labels: LABELS };
}
