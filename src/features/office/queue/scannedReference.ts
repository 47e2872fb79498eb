/**
 * A whole item reference as a label scanner types it (`LF-2026-00123`, any case), upper-cased;
 * null for any other text. The server reads references the same way (server/modules/items/reference.ts).
 */
export function scannedReference(text: string): string | null {
  const ref = text.trim().toUpperCase();
  return /^LF-\d{4}-\d{5,9}$/.test(ref) ? ref : null;
}
