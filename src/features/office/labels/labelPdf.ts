import { downloadBlob, fileErrorMessage } from '../../../app/fileDownloads';
import { apiBaseUrl } from '../../../env';

/** What to print: one item's label, or a sheet of up to 24 (docs/product.md#labels). */
export type LabelRequest = { itemId: string } | { itemIds: string[] };

export const MAX_LABELS_PER_SHEET = 24;

/**
 * Fetches a label PDF with the session token. The generated RTK Query endpoints parse JSON and
 * would keep a Blob in the store, so the two PDF operations (getItemLabel, printLabels) are
 * fetched here, with the same raw-token header as src/api/baseQuery.ts.
 */
export async function fetchLabelPdf(request: LabelRequest, token: string | null): Promise<Blob> {
  const base = apiBaseUrl().replace(/\/$/, '');
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (token) headers.Authorization = token;
  const init: RequestInit =
    'itemId' in request
      ? { method: 'GET', headers }
      : {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ itemIds: request.itemIds }),
        };
  const url =
    'itemId' in request
      ? `${base}/items/${encodeURIComponent(request.itemId)}/label`
      : `${base}/labels`;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Error('The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    throw new Error(await fileErrorMessage(response, 'The label could not be made'));
  }
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
