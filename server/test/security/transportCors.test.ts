import fs from 'node:fs';
import path from 'node:path';
import { uploadsDir } from '../../storage/imageStore';
import { createTestApp, type TestApp } from '../testApp';
import { request } from './transportHttp';

/** Item 18: CORS_ORIGINS lists the other origins that may call the API and embed images. */
const LISTED = 'https://app.campus.test';
const OTHER = 'https://evil.example';

const preflight = (url: string, origin: string) =>
  request(url, {
    method: 'OPTIONS',
    path: '/api/v1/items',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

async function withApp(
  env: Record<string, string>,
  run: (t: TestApp, url: string) => Promise<void>,
) {
  const t = await createTestApp(env);
  try {
    const url = await t.listen();
    fs.mkdirSync(uploadsDir(t.config.dataDir), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(t.config.dataDir), 'photo.webp'), 'RIFF-fake-webp');
    await run(t, url);
  } finally {
    await t.close();
  }
}

describe('CORS_ORIGINS set', () => {
  const env = { CORS_ORIGINS: `${LISTED},https://campus-app.example` };

  it('answers a preflight from a listed origin', () =>
    withApp(env, async (_t, url) => {
      const res = await preflight(url, LISTED);
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-methods']).toContain('POST');
      expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
      expect(res.headers['access-control-allow-headers']).toMatch(/content-type/i);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/origin/i);
    }));

  it('refuses a preflight from any other origin, with no CORS headers', () =>
    withApp(env, async (_t, url) => {
      for (const origin of [OTHER, 'null', `${LISTED}.evil.example`, 'http://app.campus.test']) {
        const res = await preflight(url, origin);
        expect(res.status).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-methods']).toBeUndefined();
      }
    }));

  it('lets a listed origin read API answers, and only a listed one', () =>
    withApp(env, async (_t, url) => {
      const listed = await request(url, {
        path: '/api/v1/categories',
        headers: { origin: LISTED },
      });
      expect(listed.status).toBe(200);
      expect(listed.headers['access-control-allow-origin']).toBe(LISTED);
      expect(listed.headers['access-control-expose-headers']).toMatch(/retry-after/i);
      const other = await request(url, { path: '/api/v1/categories', headers: { origin: OTHER } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    }));

  it('serves uploaded images with Cross-Origin-Resource-Policy: cross-origin', () =>
    withApp(env, async (_t, url) => {
      const image = await request(url, {
        path: '/uploads/photo.webp',
        headers: { origin: LISTED },
      });
      expect(image.status).toBe(200);
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // The API itself stays same-origin for no-cors embedding.
      const api = await request(url, { path: '/api/v1/health' });
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    }));
});

describe('CORS_ORIGINS empty (the default): same origin only', () => {
  it('refuses every cross-origin preflight and sends no CORS headers', () =>
    withApp({}, async (_t, url) => {
      const res = await preflight(url, LISTED);
      expect(res.status).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await request(url, { path: '/api/v1/categories', headers: { origin: LISTED } });
      expect(get.status).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }));

  it('keeps uploaded images same-origin', () =>
    withApp({}, async (_t, url) => {
      const image = await request(url, { path: '/uploads/photo.webp' });
      expect(image.status).toBe(200);
      expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    }));
});
