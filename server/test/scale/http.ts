import { fetchApi, type ApiCallOptions } from '../fetchApi';

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
  const { res, body } = await fetchApi(baseUrl, method, path, opts);
  return { status: res.status, body: body as Body };
}
