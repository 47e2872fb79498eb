import { performance } from 'node:perf_hooks';
import type { Schemas } from '../../../server/contract/operations';

export type OfficeImport = Schemas['OfficeImport'];
export type ImportPreview = Schemas['ImportPreview'];

/** An answer: its status, how long it took, and its JSON body when it had one. */
export type Answered<T> = { status: number; ms: number; body: T | null; text: string };

async function call<T>(send: () => Promise<Response>): Promise<Answered<T>> {
  const start = performance.now();
  try {
    const res = await send();
    const text = await res.text();
    let body: T | null = null;
    try {
      body = JSON.parse(text) as T;
    } catch {
      // not JSON (an error page): the text says what happened
    }
    return { status: res.status, ms: performance.now() - start, body, text };
  } catch (err) {
    return { status: 0, ms: performance.now() - start, body: null, text: String(err) };
  }
}

/** POST /api/v1/office/imports: the log as a CSV file for a desk; 201 with the preview. */
export function uploadLog(url: string, token: string, deskId: string, csv: string) {
  const form = new FormData();
  form.set('deskId', deskId);
  form.set('fileName', 'office-log.csv');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'office-log.csv');
  return call<ImportPreview>(() =>
    fetch(`${url}/api/v1/office/imports`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    }),
  );
}

/** POST /api/v1/office/imports/{id}/start, skipping the rows with problems; 202. */
export function startImport(url: string, token: string, id: string) {
  return call<OfficeImport>(() =>
    fetch(`${url}/api/v1/office/imports/${id}/start`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ skipBadRows: true }),
    }),
  );
}

/** GET /api/v1/office/imports/{id}: status and progress. */
export function getImport(url: string, token: string, id: string) {
  return call<OfficeImport>(() =>
    fetch(`${url}/api/v1/office/imports/${id}`, { headers: { authorization: token } }),
  );
}

/** POST /api/v1/items (multipart, no photo): an ordinary post; 201 with the item. */
export function postItem(url: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call<{ item: { _id: string } }>(() =>
    fetch(`${url}/api/v1/items`, { method: 'POST', headers: { authorization: token }, body: form }),
  );
}
