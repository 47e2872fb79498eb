import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/testApp';
import { precompressDir } from '../../scripts/vite/precompress';

/** A built client as `npm run build` leaves it: hashed assets with .br and .gz beside them. */
function builtClient() {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-dist-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  const script = `export const items = ${JSON.stringify(Array(300).fill('Lost & Found'))};\n`;
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
  precompressDir(path.join(clientDir, 'assets'));
  return { clientDir, script };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** First load (docs/deploy.md#caching-and-compression): compressed, cached by the hash. */
describe('serving the built SPA', () => {
  let t: TestApp;
  let url: string;
  let fixture: ReturnType<typeof builtClient>;
  /** The bytes as sent (fetch would decode them), with status and headers. */
  const get = (target: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.get(`${url}${target}`, { headers: { 'accept-encoding': acceptEncoding } });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
      },
    );

  beforeAll(async () => {
    fixture = builtClient();
    t = await createTestApp({}, { clientDir: fixture.clientDir });
    url = await t.listen();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixture.clientDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli or gzip by Accept-Encoding, immutable for a year', async () => {
    const asset = '/assets/index-Ab12Cd34.js';
    const br = await get(asset, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.body.length).toBeLessThan(fixture.script.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(fixture.script);

    const gz = await get(asset, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.body).toString()).toBe(fixture.script);

    const plain = await get(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(fixture.script);
  });

  it('sends index.html, and the SPA fallback for client routes, with no-cache', async () => {
    for (const target of ['/', '/index.html', '/items/abc', '/admin']) {
      const res = await get(target, 'gzip, br');
      expect([target, res.status]).toEqual([target, 200]);
      expect([target, res.headers['cache-control']]).toEqual([target, 'no-cache']);
      expect(res.body.toString()).toContain('<title>Portal</title>');
    }
  });

  it("preloads the browse page's first data on `/` only", async () => {
    expect((await get('/', 'br')).headers.link).toBe(
      '</api/v1/search/items/search?page=1&limit=8&isActive=true>; rel=preload; as=fetch; crossorigin',
    );
    expect((await get('/?q=phone', 'br')).headers.link).toBeUndefined();
    // No build manifest in this fixture: no page chunks to name (routeChunks.test.ts has them).
    expect((await get('/admin', 'br')).headers.link).toBeUndefined();
  });
});
