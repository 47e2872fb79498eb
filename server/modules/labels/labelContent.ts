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

export function labelContent(item: Item, publicUrl: string): LabelContent {
  return {
    title: helveticaSafe(clip(item.title, 120)) || 'Untitled item',
    reference: item.reference,
    kind: helveticaSafe(clip(`${item.status} · ${item.category.name}`, 60)),
    posted: `Posted ${day.format(new Date(item.createdAt))}`,
    url: itemPageUrl(publicUrl, item._id),
  };
}
