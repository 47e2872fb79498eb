import { downloadBlob, fetchFile } from '../../../app/fileDownloads';

/**
 * Downloads an item's hand-over receipt (getItemReceipt): a file, fetched with the session token
 * like a label PDF (docs/architecture.md#client-src).
 */
export async function downloadReceipt(
  item: { _id: string; reference: string },
  token: string | null,
): Promise<void> {
  const response = await fetchFile(
    {
      path: `/items/${encodeURIComponent(item._id)}/receipt`,
      accept: 'application/pdf, application/json',
    },
    token,
    'The receipt could not be made',
  );
  const pdf = await response.blob();
  const url = URL.createObjectURL(pdf);
  downloadBlob(pdf, `receipt-${item.reference}.pdf`, url);
  // The browser has started the download by now; the object URL is released a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
