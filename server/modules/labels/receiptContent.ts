import { campusDateTimeNamed } from '../../lib/campusTime';
import type { Item } from '../items';

/**
 * What a hand-over receipt shows (docs/product.md#counter-hand-over): plain strings, so the
 * label thread can draw it without the database.
 */
export type ReceiptContent = {
  campusName: string;
  /** The receipt's number, "LF-2026-00123-R1" (receiptNumber). */
  number: string;
  title: string;
  reference: string;
  category: string;
  /** "Library desk, Library ground floor"; null when no desk holds the item. */
  desk: string | null;
  /** The hand-over's date and time in campus-local time, "2026-05-04 14:05 UTC". */
  handedOverAt: string;
  handedOverBy: string;
  claimant: string;
};

/**
 * "2026-05-04 14:05 UTC": the receipt names one moment for both sides in campus-local time,
 * naming the zone (lib/campusTime.ts).
 */
export const receiptTime = (iso: string) => campusDateTimeNamed(iso);

/**
 * The receipt's number (docs/product.md#counter-hand-over): the item's reference and which of
 * its hand-overs this is, "LF-2026-00123-R1". Counted from the item's history (its `returned`
 * events), so the same hand-over always prints the same number; an item handed over again
 * (re-opened, then returned) gets R2.
 */
export function receiptNumber(reference: string, events: { action: string }[]): string {
  const handOvers = events.filter((e) => e.action === 'returned').length;
  return `${reference}-R${Math.max(1, handOvers)}`;
}

export function receiptContent(
  item: Item,
  campusName: string,
  handedOverBy: string,
  receipt: { number: string },
): ReceiptContent {
  return {
    campusName,
    number: receipt.number,
    title: item.title,
    reference: item.reference,
    category: item.category.name,
    desk: item.desk ? [item.desk.name, item.desk.place].filter(Boolean).join(', ') : null,
    handedOverAt: item.returnedAt ? receiptTime(item.returnedAt) : '',
    handedOverBy,
    claimant: item.claimedByName ?? '',
  };
}
