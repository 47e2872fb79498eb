/**
 * The office's short item reference, `LF-2026-00123`: the year the item was posted and its number
 * (docs/product.md#office). Numbers are unique across years, so the number alone finds the item;
 * the year is there for people reading a label.
 */
const REFERENCE = /^LF-(\d{4})-(\d{5,9})$/i;

export function formatReference(refNo: number | null, createdAt: string): string {
  const year = createdAt.slice(0, 4);
  return `LF-${year}-${String(refNo ?? 0).padStart(5, '0')}`;
}

/** The number of a typed reference, or null when the text is not one. */
export function parseReference(text: string): { year: string; refNo: number } | null {
  const m = REFERENCE.exec(text.trim());
  if (!m) return null;
  const refNo = Number(m[2]);
  return Number.isSafeInteger(refNo) && refNo > 0 ? { year: m[1]!, refNo } : null;
}
