import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { addressKey } from '../../http/rateLimitKey';
import { createTestApp, type TestApp } from '../testApp';
import { rawRequest, request } from './transportHttp';

/** A built client folder with a file next to it (outside it) that must stay invisible. */
function fakeClient() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-client-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.map'), '{"sources":["src/secret.ts"]}');
  fs.writeFileSync(path.join(clientDir, 'mockServiceWorker.js'), '/* msw */');
  fs.writeFileSync(path.join(root, 'secret.conf'), 'password=hunter2');
  return { root, clientDir };
}

const get = (url: string, target: string) =>
  rawRequest(url, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

/** Status, content type and body: what a prober can compare (dates and lengths aside). */
async function answer(url: string, target: string, name: string) {
  const { status, raw } = await get(url, target);
  const [head, ...rest] = raw.split('\r\n\r\n');
  const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
  return { status, type, body: rest.join('\r\n\r\n').split(name).join('NAME') };
}

describe('SPA fallback: no file-existence oracle outside the client folder (item 15)', () => {
  let t: TestApp;
  let url: string;
  let fixture: ReturnType<typeof fakeClient>;

  beforeAll(async () => {
    fixture = fakeClient();
    t = await createTestApp({}, { clientDir: fixture.clientDir });
    url = await t.listen();
    // Next to the uploads folder too.
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.conf'), 'token=abc');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixture.root, { recursive: true, force: true });
  });

  // Each probe names a file that exists on the server's disk and one that does not. ROOT is the
  // absolute folder holding secret.conf (outside the client folder), without its leading slash.
  const up = '/..'.repeat(12);
  const probes: [string, string, string][] = [
    ['/../NAME', 'secret.conf', 'missing.conf'],
    [`${up}/ROOT/NAME`, 'secret.conf', 'missing.conf'],
    [`${up}/etc/NAME`, 'passwd', 'no-such-file'],
    ['/%2e%2e/NAME', 'secret.conf', 'missing.conf'],
    [`${'/%2E%2e'.repeat(12)}/ROOT/NAME`, 'secret.conf', 'missing.conf'],
    ['/..%2fNAME', 'secret.conf', 'missing.conf'],
    [`/${'..%2f'.repeat(12)}ROOT%2fNAME`, 'secret.conf', 'missing.conf'],
    ['/..\\NAME', 'secret.conf', 'missing.conf'],
    ['/%5c..%5cNAME', 'secret.conf', 'missing.conf'],
    ['//ROOT/NAME', 'secret.conf', 'missing.conf'],
    ['//etc/NAME', 'passwd', 'no-such-file'],
    ['/assets/../../NAME', 'secret.conf', 'missing.conf'],
    ['/items/%2e%2e/%2e%2e/NAME', 'secret.conf', 'missing.conf'],
    ['/uploads/../NAME', 'secret.conf', 'missing.conf'],
    ['/uploads/..%2fNAME', 'secret.conf', 'missing.conf'],
    [`/uploads${'/%2e%2e'.repeat(12)}/ROOT/NAME`, 'secret.conf', 'missing.conf'],
  ];
  it.each(probes)('%s answers the same for an existing and a missing file', async (p, yes, no) => {
    const probe = p.replace('ROOT', fixture.root.replace(/^\//, ''));
    expect(fs.existsSync(path.join(fixture.root, 'secret.conf'))).toBe(true);
    const existing = await answer(url, probe.replace('NAME', yes), yes);
    const missing = await answer(url, probe.replace('NAME', no), no);
    expect(existing).toEqual(missing);
    expect(existing.status).not.toBe(0);
    expect(existing.body).not.toMatch(/hunter2|token=abc|root:/);
  });

  it('still serves the app: files, client-side routes, and 404 for missing assets', async () => {
    expect((await request(url, { path: '/favicon.svg' })).status).toBe(200);
    expect((await request(url, { path: '/assets/app.js' })).body).toBe('console.log(1)');
    const route = await request(url, { path: '/items/some-id' });
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>Portal</title>');
    expect((await request(url, { path: '/assets/gone.js' })).status).toBe(404);
    expect((await request(url, { path: '/gone.png' })).status).toBe(404);
  });

  it('never serves source maps or the mock service worker (item 16)', async () => {
    for (const p of [
      '/assets/app.js.map',
      '/mockServiceWorker.js',
      '/assets/../mockServiceWorker.js',
    ]) {
      const res = await get(url, p);
      expect(res.status).toBe(404);
      expect(res.raw).not.toMatch(/sources|msw|<title>/);
    }
  });
});

describe('CSP and HSTS follow PUBLIC_URL (item 14)', () => {
  async function headersWith(env: Record<string, string>) {
    const fixture = fakeClient();
    const t = await createTestApp(env, { clientDir: fixture.clientDir });
    try {
      const url = await t.listen();
      const page = await request(url, { path: '/' });
      const api = await request(url, { path: '/api/v1/health' });
      expect(page.status).toBe(200);
      return { page: page.headers, api: api.headers };
    } finally {
      await t.close();
      fs.rmSync(fixture.root, { recursive: true, force: true });
    }
  }

  it('over plain http: no upgrade-insecure-requests, no HSTS', async () => {
    for (const publicUrl of ['', 'http://lostfound.intranet', 'http://10.1.2.3:3000']) {
      const { page, api } = await headersWith(publicUrl ? { PUBLIC_URL: publicUrl } : {});
      for (const h of [page, api]) {
        expect(h['content-security-policy']).toContain("script-src 'self'");
        expect(h['content-security-policy']).not.toContain('upgrade-insecure-requests');
        expect(h['strict-transport-security']).toBeUndefined();
      }
    }
  });

  it('with an https PUBLIC_URL: upgrade-insecure-requests and HSTS', async () => {
    const { page, api } = await headersWith({ PUBLIC_URL: 'https://lostfound.campus.edu' });
    for (const h of [page, api]) {
      expect(h['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });
});

describe('configuration of the transport settings', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: os.tmpdir(), ...env } as NodeJS.ProcessEnv);

  it('defaults: no proxy trusted, no other origins, 60 s per request', () => {
    const c = load({});
    expect(c.trustProxy).toBe(false);
    expect(c.corsOrigins).toEqual([]);
    expect(c.requestTimeoutMs).toBe(60_000);
  });

  it('accepts hop counts, address lists and origins', () => {
    expect(load({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(
      load({ CORS_ORIGINS: 'https://app.campus.edu, http://localhost:5173/' }).corsOrigins,
    ).toEqual(['https://app.campus.edu', 'http://localhost:5173']);
  });

  it.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'on'],
    ['TRUST_PROXY', 'proxy.campus.edu'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['TRUST_PROXY', '99'],
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'https://app.campus.edu/path'],
    ['CORS_ORIGINS', 'ftp://files.campus.edu'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(name);
  });
});

describe('rate-limit address keys', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('2001:0DB8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});
