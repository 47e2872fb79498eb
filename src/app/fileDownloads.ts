/**
 * Files the SPA fetches itself (a label PDF, the data export): the generated RTK Query endpoints
 * parse JSON and would keep a Blob in the store, so these two helpers are shared instead.
 */

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
