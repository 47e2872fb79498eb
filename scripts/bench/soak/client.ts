import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Answer } from '../burst/posting';

/**
 * One campus user's browser: kept-alive connections from an address of its own (127.0.0.x), so
 * limits counted per address (server/http/rateLimitKey.ts) count per user, as they would on a
 * campus network, instead of all the soak's users sharing 127.0.0.1's budget.
 */
export function browserAt(url: string, localAddress: string) {
  const agent = new http.Agent({ keepAlive: true, localAddress, maxSockets: 4 });
  const send = (method: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
    const start = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {};
    if (token) headers.authorization = token;
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve) => {
      const done = (status: number) => resolve({ status, ms: performance.now() - start });
      const req = http.request(`${url}${path}`, { method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      });
      req.on('error', () => done(0));
      req.end(payload);
    });
  };
  return {
    get: (path: string, token?: string) => send('GET', path, token),
    postJson: (path: string, token: string, body: unknown) => send('POST', path, token, body),
    close: () => agent.destroy(),
  };
}
