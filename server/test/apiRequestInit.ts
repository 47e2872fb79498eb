/** What a test's call to /api/v1 sends: the session token, then a multipart form or JSON. */
export type ApiCallOptions = {
  token?: string;
  json?: unknown;
  form?: { payload: Buffer; headers: Record<string, string> };
};

/** Headers and body for `fetch`, shared by the scale and fault suites' HTTP helpers. */
export function apiRequestInit(opts: ApiCallOptions): {
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
} {
  const headers: Record<string, string> = opts.token ? { authorization: opts.token } : {};
  if (opts.form) {
    Object.assign(headers, opts.form.headers);
    return { headers, body: new Uint8Array(opts.form.payload) };
  }
  if (opts.json === undefined) return { headers, body: undefined };
  headers['content-type'] = 'application/json';
  return { headers, body: JSON.stringify(opts.json) };
}
