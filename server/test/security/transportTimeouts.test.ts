import net from 'node:net';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../http/timeouts';
import { createTestApp, type TestApp } from '../testApp';
import { post } from './transportHttp';

/**
 * Item 13: a client that trickles its request cannot hold a connection open. The app here allows
 * 1 s per request (REQUEST_TIMEOUT_MS=1000); the attacker sends one byte every 100 ms of a
 * request that would take 20 s, and must be cut off before it is complete.
 */
type Trickle = { bytesSent: number; complete: boolean; answer: string };

function trickle(url: string, head: string, tail: string, everyMs = 100): Promise<Trickle> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset is one way of being cut off
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ bytesSent: sent, complete: sent === tail.length, answer });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent === tail.length) {
          clearInterval(timer);
          socket.end();
          return;
        }
        if (!socket.writable) return;
        socket.write(tail[sent]);
        sent += 1;
      }, everyMs);
    });
    socket.on('timeout', () => reject(new Error('client-side timeout')));
  });
}

describe('request, header and keep-alive timeouts', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    url = await t.listen();
  });
  afterAll(() => t.close());

  it('cuts off a body trickled one byte at a time', async () => {
    const body = JSON.stringify({ email: 'slow@campus.test', password: 'x'.repeat(170) });
    const head =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(url, head, body);
    expect(body.length).toBeGreaterThan(190);
    expect(result.complete).toBe(false);
    expect(result.bytesSent).toBeLessThan(body.length);
    // A 408 in the API's error shape, never the login's own answer.
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(result.answer.split('\r\n\r\n')[1])).toEqual({
      message: expect.stringMatching(/too long/),
      code: 'BAD_REQUEST',
    });
  });

  it('cuts off headers trickled one byte at a time (slowloris)', async () => {
    const headers = `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(180)}\r\n\r\n`;
    const result = await trickle(url, '', headers);
    expect(result.complete).toBe(false);
    expect(result.answer).not.toMatch(/HTTP\/1\.1 200/);
  });

  it('still answers a request sent at a normal pace', async () => {
    const res = await post(url, '/auth/login', {
      email: 'quick@campus.test',
      password: 'whatever',
    });
    expect(res.status).toBe(400);
  });

  it('sets the deadlines on the HTTP server, headers within the request deadline', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(1000);
    expect(server.headersTimeout).toBe(1000);
    expect(server.keepAliveTimeout).toBe(1000);
  });
});

describe('default timeouts', () => {
  it('60 s per request, 10 s for headers, 10 s keep-alive', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(60_000);
      expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(t.app.server.timeout).toBe(60_000);
    } finally {
      await t.close();
    }
  });
});
