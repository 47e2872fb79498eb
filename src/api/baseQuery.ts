import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../env';
import { setUploadProgress } from './uploadProgress';

/**
 * Item create, update, walk-in intake and the office's spreadsheet upload are multipart: the
 * generated layer hands us a plain object.
 */
const multipartEndpoints = new Set(['createItem', 'updateItem', 'intakeItem', 'uploadImport']);

type StateWithSession = { session?: { token?: string | null } };

const tokenOf = (getState: () => unknown) => (getState() as StateWithSession).session?.token;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState);
    // docs/product.md#api-rules: the raw token, no Bearer prefix.
    if (token) headers.set('Authorization', token);
    return headers;
  },
});

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    // A list (the intake's ownership questions) is one JSON part (openapi.yaml `encoding`).
    else if (typeof value === 'object' && value !== null) form.append(key, JSON.stringify(value));
    // null → '' : an empty image value is how an edit removes the photo (openapi ItemUpdateForm).
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}

type Result =
  { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The one hand-written transport beside fetchBaseQuery, and why: fetch cannot report how much
 * of a request body has been sent, and the item form and the office's import show an upload bar
 * with a percentage. So the multipart calls go through XMLHttpRequest, whose
 * `upload.onprogress` can.
 * Progress is published per endpoint in uploadProgress.ts; results and errors take the same
 * shape fetchBaseQuery gives ({ data } | { error: { status, data } }), so callers and the
 * error-toast listener cannot tell the difference.
 */
function xhrMultipart(
  args: FetchArgs,
  form: FormData,
  endpoint: string,
  token: string | null | undefined,
  signal: AbortSignal,
): Promise<Result> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const base = apiBaseUrl().replace(/\/$/, '');
    xhr.open((args.method ?? 'POST').toUpperCase(), `${base}${args.url}`);
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Accept', 'application/json');
    // Content-Type is left to the browser: it adds the multipart boundary.
    setUploadProgress(endpoint, 0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setUploadProgress(endpoint, (event.loaded / event.total) * 100);
    };
    const finish = (result: Result) => {
      setUploadProgress(endpoint, null);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort);
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) finish({ data });
      else if (typeof data === 'string')
        finish({
          error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data, error: 'Not JSON' },
        });
      else finish({ error: { status: xhr.status, data } });
    };
    xhr.onerror = () =>
      finish({ error: { status: 'FETCH_ERROR', error: 'Network error: upload failed' } });
    xhr.onabort = () => finish({ error: { status: 'FETCH_ERROR', error: 'Upload cancelled' } });
    xhr.send(form);
  });
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extra,
) => {
  if (
    typeof args === 'object' &&
    multipartEndpoints.has(api.endpoint) &&
    args.body &&
    !(args.body instanceof FormData)
  ) {
    const form = toFormData(args.body as Record<string, unknown>);
    return xhrMultipart(args, form, api.endpoint, tokenOf(api.getState), api.signal);
  }
  return rawBaseQuery(args, api, extra);
};
