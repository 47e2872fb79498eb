import { apiBaseUrl } from '../env';

/**
 * Files the SPA fetches itself (a label PDF, the data export): the generated RTK Query endpoints
 * parse JSON and would keep a Blob in the store, so these helpers are shared instead
 * (docs/architecture.md#client-src).
 */

/** A file request to the API: its path under the API base, and a JSON body for a POST. */
export type FileRequest = { path: string; accept: string; json?: unknown };

/**
 * The one hand-written fetch: the file's answer, sent with the same raw-token header as
 * src/api/baseQuery.ts. Throws the contract's message (or `fallback`) when it fails.
 */
export async function fetchFile(
  { path, accept, json }: FileRequest,
  token: string | null,
  fallback: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = token;
  const init: RequestInit =
    json === undefined
      ? { method: 'GET', headers }
      : {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        };
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl().replace(/\/$/, '')}${path}`, init);
  } catch {
    throw new Error('The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(await fileErrorMessage(response, fallback));
  return response;
}

/** The contract's error message of a failed file answer, or `fallback` with the status. */
export async function fileErrorMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the contract's error body: say what the status means.
  }
  return `${fallback} (error ${response.status}).`;
}

/** Saves a Blob through a temporary link: the browser's own download. */
export function downloadBlob(data: Blob, filename: string, url = URL.createObjectURL(data)): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Fetches a file (`fetchFile`) and saves it under `filename` (a receipt, the audit log's CSV).
 * The object URL is released a minute later, when the browser has long started the download.
 */
export async function downloadFile(
  request: FileRequest,
  token: string | null,
  fallback: string,
  filename: string,
): Promise<void> {
  const data = await (await fetchFile(request, token, fallback)).blob();
  const url = URL.createObjectURL(data);
  downloadBlob(data, filename, url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
