import type { multipart } from '../fixtures';

/** The fields these tests read; anything else the answer carries is there too. */
type Body = { item: { _id: string; image: string; thumbnail: string } } & Record<string, unknown>;
export type Answer = { status: number; body: Body };

/** One JSON (or multipart) call over real HTTP to an instance's /api/v1. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: ReturnType<typeof multipart> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = opts.token ? { authorization: opts.token } : {};
  let body: string | Uint8Array | undefined;
  if (opts.form) {
    Object.assign(headers, opts.form.headers);
    body = new Uint8Array(opts.form.payload);
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Body) : ({} as Body) };
}
