import { fetchApi, type ApiCallOptions } from '../fetchApi';

/** HTTP calls and background traffic for the fault suites. */

export type Answer = {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  ms: number;
};

/** One call to an instance's /api/v1, JSON or multipart; gives up (throws) after 15 s. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  opts: ApiCallOptions = {},
): Promise<Answer> {
  const started = Date.now();
  const { res, body } = await fetchApi(baseUrl, method, path, { ...opts, timeoutMs: 15_000 });
  return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
}

export type Hit = { name: string; at: number; status: number | 'no answer'; answer?: Answer };

/**
 * Runs each loop over and over (with a pause between runs) until stop() is called; every answer
 * (or failure to answer) is recorded with its time, for the assertions that follow.
 */
export function startTraffic(
  loops: Record<string, { pauseMs: number; run: () => Promise<Answer> }>,
) {
  const hits: Hit[] = [];
  let running = true;
  const done = Object.entries(loops).map(async ([name, loop]) => {
    while (running) {
      const at = Date.now();
      try {
        const answer = await loop.run();
        hits.push({ name, at, status: answer.status, answer });
      } catch {
        hits.push({ name, at, status: 'no answer' });
      }
      await new Promise((r) => setTimeout(r, loop.pauseMs));
    }
  });
  return {
    hits,
    async stop() {
      running = false;
      await Promise.all(done);
    },
  };
}

/** Polls `check` every 250 ms until it is true; false if `ms` pass first. */
export async function eventually(check: () => Promise<boolean> | boolean, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
