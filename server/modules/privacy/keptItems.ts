import { formatReference, parseQuestions } from '../items';
import type { itemsToErase } from './eraseItemsRepository';

export type ErasableItem = Awaited<ReturnType<typeof itemsToErase>>[number];

/** Someone else depends on the item, so an erasure keeps it (docs/product.md#privacy). */
export const isKept = (item: ErasableItem) => Number(item.depended) === 1;

/** A kept item with the person's text that stays on it (openapi.yaml ErasureKeptItem). */
export const toKeptItem = (item: ErasableItem) => ({
  _id: item.id,
  reference: formatReference(item.ref_no, item.created_at),
  status: item.status,
  title: item.title,
  location: item.location,
  questions: parseQuestions(item.ownership_json).map((q) => q.question),
  closingNote: item.closed_note,
});
