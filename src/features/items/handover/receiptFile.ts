import { downloadFile } from '../../../app/fileDownloads';

/**
 * Downloads an item's hand-over receipt (getItemReceipt): a file, fetched with the session token
 * like a label PDF (docs/architecture.md#client-src).
 */
export function downloadReceipt(
  item: { _id: string; reference: string },
  token: string | null,
): Promise<void> {
  return downloadFile(
    {
      path: `/items/${encodeURIComponent(item._id)}/receipt`,
      accept: 'application/pdf, application/json',
    },
    token,
    'The receipt could not be made',
    `receipt-${item.reference}.pdf`,
  );
}
