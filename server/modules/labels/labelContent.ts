import { clip, helveticaSafe } from './pdfText';
import type { Item } from '../items';

/** What one label shows (docs/product.md#labels), already safe for Helvetica. */
export type LabelContent = {
  title: string;
  reference: string;
  /** e.g. "Found · Electronics" */
  kind: string;
  /** e.g. "Posted 12 Mar 2026" */
  posted: string;
  /**
   * Where the office keeps it, e.g. "Library desk · Shelf B3": the desk that holds it and its
   * storage place, either alone when only one is known, null when neither is.
   */
  where: string | null;
  /** The item's page, which the QR code holds. */
  url: string;
};

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The page a scanned label opens: PUBLIC_URL/items/{id}. */
export const itemPageUrl = (publicUrl: string, itemId: string) =>
  `${publicUrl}/items/${encodeURIComponent(itemId)}`;

/**
 * `storagePlace` is the item's shelf or bin (never on the contract Item in lists): everyone who
 * may print a label may read it (docs/product.md#labels).
 */
export function labelContent(
  item: Item,
  publicUrl: string,
  storagePlace: string | null = null,
): LabelContent {
  const where = [item.desk?.name, storagePlace].filter(Boolean).join(' · ');
  return {
    title: helveticaSafe(clip(item.title, 120)) || 'Untitled item',
    reference: item.reference,
    kind: helveticaSafe(clip(`${item.status} · ${item.category.name}`, 60)),
    posted: `Posted ${day.format(new Date(item.createdAt))}`,
    where: where ? helveticaSafe(clip(where, 80)) : null,
    url: itemPageUrl(publicUrl, item._id),
  };
}
