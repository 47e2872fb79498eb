import net from 'node:net';

/**
 * Raw HTTP for the input-hardening tests: what `fetch` refuses to send (duplicate lengths, huge
 * headers, bodies on GET) goes over a socket. Resolves with everything the server wrote before
 * closing, or after `waitMs` when it keeps the connection open.
 */
export function rawRequest(base: string, text: string | Buffer, waitMs = 2000): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let out = '';
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(out);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('end', done);
    socket.on('error', done);
  });
}

export type RawResponse = { status: number; headers: string; body: string };

/** Splits the responses a socket received (several with keep-alive), by Content-Length. */
export function parseResponses(text: string): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const headers = rest.slice(0, end);
    const status = Number(headers.slice(9, 12));
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    out.push({ status, headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

/** The contract's error shape: `{ message, code }` (and nothing of Fastify's own). */
export function errorShape(body: string): { message: string; code: string } {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (typeof parsed.message !== 'string' || typeof parsed.code !== 'string') {
    throw new Error(`not the error shape: ${body}`);
  }
  if ('statusCode' in parsed || 'error' in parsed) throw new Error(`framework fields: ${body}`);
  return { message: parsed.message, code: parsed.code };
}

/** A fetch body from a Buffer (the DOM typings want an ArrayBuffer view). */
export const bytes = (b: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(b);
