import type { DeskDetail } from '../../../api/enhancedApi';

export type IntakeDraft = {
  title: string;
  description: string;
  category: string;
  location: string;
  deskId: string;
  storageLocation: string;
  finderName: string;
  finderContact: string;
};

export const REQUIRED: (keyof IntakeDraft)[] = [
  'title',
  'description',
  'category',
  'location',
  'deskId',
];

export const emptyDraft = (deskId = ''): IntakeDraft => ({
  title: '',
  description: '',
  category: '',
  location: '',
  deskId,
  storageLocation: '',
  finderName: '',
  finderContact: '',
});

/** The keeper's own desks first, then the others, each by name (docs/product.md#walk-in-intake). */
export const desksMineFirst = (desks: DeskDetail[]) =>
  [...desks].sort((a, b) => Number(b.mine) - Number(a.mine) || a.name.localeCompare(b.name));

/** The form's fields trimmed, optional ones left out when blank. */
export function intakeForm(draft: IntakeDraft, image: File | null) {
  const optional = (value: string) => value.trim() || undefined;
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    category: draft.category,
    location: draft.location.trim(),
    deskId: draft.deskId,
    storageLocation: optional(draft.storageLocation),
    finderName: optional(draft.finderName),
    finderContact: optional(draft.finderContact),
    image: image ?? undefined,
  };
}
