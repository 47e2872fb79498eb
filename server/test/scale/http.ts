import { apiRequestInit, type ApiCallOptions } from '../apiRequestInit';

/** The fields these tests read; anything else the answer carries is there too. */
type Body = { item: { _id: string; image: string; thumbnail: string } } & Record<string, unknown>;
export type Answer = { status: number; body: Body };

/** One JSON (or multipart) call over real HTTP to an instance's /api/v1. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  opts: ApiCallOptions = {},
): Promise<Answer> {
  const { headers, body } = apiRequestInit(opts);
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Body) : ({} as Body) };
}
