import type { ItemRow } from '../../../db/types';

type Edited = Pick<ItemRow, 'title' | 'description' | 'category_id' | 'location' | 'status'>;

const LABELS = [
  ['title', 'title'],
  ['description', 'description'],
  ['category_id', 'category'],
  ['location', 'location'],
] as const satisfies readonly (readonly [keyof Edited, string])[];

/**
 * The `edited` event's details: which fields an edit changed, in plain words, e.g.
 * "title, photo, status Found → Claimed" (docs/product.md#references-storage-and-custody).
 * Empty when nothing changed.
 */
export function editedFields(before: ItemRow, after: Edited, photoChanged: boolean): string {
  const changed: string[] = LABELS.filter(([field]) => before[field] !== after[field]).map(
    ([, label]) => label,
  );
  if (photoChanged) changed.push('photo');
  if (before.status !== after.status) changed.push(`status ${before.status} → ${after.status}`);
  return changed.join(', ');
}
