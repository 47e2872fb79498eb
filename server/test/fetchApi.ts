/** What a test's call to /api/v1 sends: the session token, then a multipart form or JSON. */
export type ApiCallOptions = {
  token?: string;
  json?: unknown;
  form?: { payload: Buffer; headers: Record<string, string> };
};

/** Headers and body for `fetch`. */
function apiRequestInit(opts: ApiCallOptions): {
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

/**
 * One call over real HTTP to an instance's /api/v1, for the scale and fault suites' helpers: the
 * response and its JSON body ({} when empty). `timeoutMs`: give up (throw) after that long.
 */
export async function fetchApi(
  baseUrl: string,
  method: string,
  path: string,
  opts: ApiCallOptions & { timeoutMs?: number } = {},
): Promise<{ res: Response; body: Record<string, unknown> }> {
  const { headers, body } = apiRequestInit(opts);
  const signal = opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined;
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body, signal });
  const text = await res.text();
  return { res, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
