import { downloadBlob, fetchFile } from '../../../app/fileDownloads';

/** What to print: one item's label, or a sheet of up to 24 (docs/product.md#labels). */
export type LabelRequest = { itemId: string } | { itemIds: string[] };

export const MAX_LABELS_PER_SHEET = 24;

/**
 * Fetches a label PDF with the session token. The generated RTK Query endpoints parse JSON and
 * would keep a Blob in the store, so the two PDF operations (getItemLabel, printLabels) are
 * fetched as files.
 */
export async function fetchLabelPdf(request: LabelRequest, token: string | null): Promise<Blob> {
  const accept = 'application/pdf, application/json';
  const file =
    'itemId' in request
      ? { path: `/items/${encodeURIComponent(request.itemId)}/label`, accept }
      : { path: '/labels', accept, json: { itemIds: request.itemIds } };
  const response = await fetchFile(file, token, 'The label could not be made');
  return response.blob();
}

/**
 * Opens the PDF in a new tab, where the browser's viewer prints it; when the tab is blocked
 * (a pop-up blocker), downloads it instead. Returns which one happened.
 */
export function showPdf(pdf: Blob, filename: string): 'opened' | 'downloaded' {
  const url = URL.createObjectURL(pdf);
  // The new tab loads the object URL after this returns: release it a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  const tab = window.open(url, '_blank');
  if (tab) return 'opened';
  downloadBlob(pdf, filename, url);
  return 'downloaded';
}
