import { downloadBlob, fileErrorMessage } from '../../app/fileDownloads';
import { apiBaseUrl } from '../../env';

/** What GET /users/me/export downloads (docs/product.md#privacy). */
export type MyDataFile = { data: Blob; filename: string };

const fallbackName = () => `lostfound-export-${new Date().toISOString().slice(0, 10)}.json`;

/** `attachment; filename="lostfound-export-2026-05-01.json"` → the file name. */
export function attachmentName(header: string | null): string {
  const name = header?.match(/filename="?([^";]+)"?/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallbackName();
}

/**
 * Fetches the caller's export as a file, with the same raw-token header as src/api/baseQuery.ts:
 * the generated endpoint would parse it and keep all of it in the store, and the point is a file.
 */
export async function fetchMyData(token: string | null): Promise<MyDataFile> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl().replace(/\/$/, '')}/users/me/export`, { headers });
  } catch {
    throw new Error('The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await fileErrorMessage(response, 'The download failed'));
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
