import { downloadBlob, fetchFile } from '../../app/fileDownloads';

/** What GET /users/me/export downloads (docs/product.md#privacy). */
export type MyDataFile = { data: Blob; filename: string };

const fallbackName = () => `lostfound-export-${new Date().toISOString().slice(0, 10)}.json`;

/** `attachment; filename="lostfound-export-2026-05-01.json"` → the file name. */
export function attachmentName(header: string | null): string {
  const name = header?.match(/filename="?([^";]+)"?/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallbackName();
}

/**
 * Fetches the caller's export as a file: the generated endpoint would parse it and keep all of it
 * in the store, and the point is a file.
 */
export async function fetchMyData(token: string | null): Promise<MyDataFile> {
  const response = await fetchFile(
    { path: '/users/me/export', accept: 'application/json' },
    token,
    'The download failed',
  );
  return {
    data: await response.blob(),
    filename: attachmentName(response.headers.get('Content-Disposition')),
  };
}

/** Saves the file through a temporary link (the browser's own download). */
export function saveFile({ data, filename }: MyDataFile): void {
  const url = URL.createObjectURL(data);
  downloadBlob(data, filename, url);
  // The download has started from the link: the object URL can go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
