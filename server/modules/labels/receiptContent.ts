import type { Item } from '../items';

/**
 * What a hand-over receipt shows (docs/product.md#counter-hand-over): plain strings, so the
 * label thread can draw it without the database.
 */
export type ReceiptContent = {
  campusName: string;
  title: string;
  reference: string;
  category: string;
  /** "Library desk, Library ground floor"; null when no desk holds the item. */
  desk: string | null;
  /** The hand-over's date and time, "2026-05-04 14:05 UTC". */
  handedOverAt: string;
  handedOverBy: string;
  claimant: string;
};

/** "2026-05-04 14:05 UTC": the receipt names one moment for both sides, wherever they are. */
export const receiptTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function receiptContent(
  item: Item,
  campusName: string,
  handedOverBy: string,
): ReceiptContent {
  return {
    campusName,
    title: item.title,
    reference: item.reference,
    category: item.category.name,
    desk: item.desk ? [item.desk.name, item.desk.place].filter(Boolean).join(', ') : null,
    handedOverAt: item.returnedAt ? receiptTime(item.returnedAt) : '',
    handedOverBy,
    claimant: item.claimedByName ?? '',
  };
}
