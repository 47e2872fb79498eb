import http from 'node:http';
import net from 'node:net';

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: () => { message?: string; code?: string } & Record<string, unknown>;
};

/**
 * One request with node:http, which sends the path and headers exactly as given (fetch would
 * normalise `..` and refuse some headers). A fresh connection each time (no keep-alive).
 */
export function request(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        method: opts.method ?? 'GET',
        path: opts.path,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON POST to the API. */
export const post = (
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => request(baseUrl, { method: 'POST', path: `/api/v1${path}`, body, headers });

/**
 * A request written byte for byte on a raw socket (request line and headers as given, nothing
 * normalised). Resolves with the status line's code (0 if the server closed without answering)
 * and the whole answer text.
 */
export function rawRequest(
  baseUrl: string,
  text: string,
): Promise<{ status: number; raw: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(text));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, raw });
    });
  });
}
