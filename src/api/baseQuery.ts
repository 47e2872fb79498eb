import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../env';

/** Item create and update are multipart: the generated layer hands us a plain object. */
const multipartEndpoints = new Set(['createItem', 'updateItem']);

type StateWithSession = { session?: { token?: string | null } };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session?.token;
    // SPEC §7: the raw token, no Bearer prefix.
    if (token) headers.set('Authorization', token);
    return headers;
  },
});

export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
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
    return rawBaseQuery(
      { ...args, body: toFormData(args.body as Record<string, unknown>) },
      api,
      extra,
    );
  }
  return rawBaseQuery(args, api, extra);
};
