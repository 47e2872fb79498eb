import { canonicalEmail } from '../../../../shared/email';
import type { DeskDetail, OwnershipQuestion } from '../../../api/enhancedApi';

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

/**
 * Whether the finder can be told when it goes home: only at an e-mail address
 * (docs/product.md#walk-in-intake), in the one form the portal accepts (shared/email.ts).
 */
export const canTellFinder = (draft: IntakeDraft) => !!canonicalEmail(draft.finderContact);

/**
 * The form's fields trimmed, optional ones left out when blank; `notifyFinder` is sent only when
 * ticked and the contact is an e-mail address; the ownership questions only when there are some.
 */
export function intakeForm(
  draft: IntakeDraft,
  image: File | null,
  tellFinder = false,
  questions: OwnershipQuestion[] = [],
) {
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
    notifyFinder: tellFinder && canTellFinder(draft) ? true : undefined,
    ownershipQuestions: questions.length ? questions : undefined,
    image: image ?? undefined,
  };
}
