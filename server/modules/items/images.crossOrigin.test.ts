import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startLocalS3, type LocalS3 } from '../../test/s3Server';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';

/**
 * Issue 23, item 5: a page on another origin (CORS_ORIGINS) shows the photos of API answers, so
 * their addresses are absolute: PUBLIC_URL's on the disk store, the bucket's on S3; relative
 * when neither CORS_ORIGINS nor PUBLIC_URL is set (docs/deploy.md#other-settings).
 */
const PUBLIC_URL = 'https://lostfound.campus.edu';
const LISTED = 'https://app.campus.edu';

const png = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

/** A stand-in for dist/ssr's renderer, so `/` carries the landing JSON. */
function builtPortal() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-img-'));
  const clientDir = path.join(root, 'client');
  fs.mkdirSync(clientDir);
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><body><div id="root"></div></body>',
  );
  fs.writeFileSync(
    path.join(root, 'ssr', 'renderLanding.cjs'),
    `exports.renderLanding = () => '<main></main>';`,
  );
  return { root, clientDir };
}

type Photos = { _id: string; image: string; thumbnail: string };

async function withPortal(
  env: Record<string, string>,
  run: (t: TestApp, url: string, item: Photos, user: TestUser) => Promise<void>,
) {
  const portal = builtPortal();
  const t = await createTestApp(env, { clientDir: portal.clientDir });
  try {
    const url = await t.listen();
    const user = await createUser(t);
    await createCategory(t, { name: 'Bags' });
    const fields = {
      title: 'Red backpack',
      description: 'Two pockets',
      category: 'Bags',
      status: 'Found',
      location: 'Cafeteria',
    };
    const m = multipart(fields, { filename: 'p.png', contentType: 'image/png', data: await png() });
    const res = await sendItemForm(t, user, m);
    expect(res.statusCode).toBe(201);
    await run(t, url, res.json().item, user);
  } finally {
    await t.close();
    fs.rmSync(portal.root, { recursive: true, force: true });
  }
}

const getJson = async (t: TestApp, url: string, user?: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url, headers: user ? auth(user) : {} });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};

/** Every photo address the API and the landing page give for the item. */
async function addressesOf(t: TestApp, item: Photos, user: TestUser): Promise<string[]> {
  const one = (await getJson(t, `/api/v1/items/${item._id}`)).item as Photos;
  const search = await getJson(t, '/api/v1/search/items/search?page=1&limit=8&isActive=true');
  const found = (search.items as Photos[]).find((i) => i._id === item._id)!;
  const mine = await getJson(t, '/api/v1/users/me/export', user);
  const exported = (mine.items as { id: string; photoUrl: string }[]).find(
    (i) => i.id === item._id,
  )!;
  const page = await t.app.inject({ method: 'GET', url: '/' });
  const json = /id="landing-data">(.*?)<\/script>/.exec(page.body)![1]!;
  // The landing page's JSON is the API's, so the hydrating app sees the same addresses.
  expect(JSON.parse(json)).toEqual(search);
  return [
    item.image,
    item.thumbnail,
    one.image,
    one.thumbnail,
    found.image,
    found.thumbnail,
    exported.photoUrl,
  ];
}

describe('photo addresses on the disk store', () => {
  it('are absolute under PUBLIC_URL with CORS_ORIGINS, and a listed page may show them', () =>
    withPortal({ CORS_ORIGINS: LISTED, PUBLIC_URL }, async (t, url, item, user) => {
      const prefix = `${PUBLIC_URL}/uploads/items/${item._id}/`;
      for (const address of await addressesOf(t, item, user)) {
        expect(address.startsWith(prefix)).toBe(true);
      }
      expect(item.thumbnail).toBe(item.image.replace(/\.webp$/, '-thumb.webp'));

      // Behind the proxy, PUBLIC_URL's path reaches this server unchanged.
      for (const address of [item.image, item.thumbnail]) {
        const res = await fetch(`${url}${new URL(address).pathname}`, {
          headers: { origin: LISTED },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
        expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      }

      // The portal's own page may load them even when reached by another name.
      const page = await fetch(`${url}/`);
      expect(page.headers.get('content-security-policy')).toMatch(
        new RegExp(`img-src 'self' data: blob: ${PUBLIC_URL}(;|$)`),
      );
    }));

  it('are absolute under an explicit PUBLIC_URL alone', () =>
    withPortal({ PUBLIC_URL: 'http://lostfound.intranet:8080/' }, async (t, url, item, user) => {
      for (const address of await addressesOf(t, item, user)) {
        expect(address).toMatch(/^http:\/\/lostfound\.intranet:8080\/uploads\/items\//);
      }
      const res = await fetch(`${url}${new URL(item.thumbnail).pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('content-security-policy')).toMatch(
        /img-src 'self' data: blob: http:\/\/lostfound\.intranet:8080(;|$)/,
      );
    }));

  it('stay relative without CORS_ORIGINS and PUBLIC_URL, served same-origin only', () =>
    withPortal({}, async (t, url, item, user) => {
      for (const address of await addressesOf(t, item, user)) {
        expect(address).toMatch(
          new RegExp(`^/uploads/items/${item._id}/[0-9a-f]+(-thumb)?\\.webp$`),
        );
      }
      const res = await fetch(`${url}${item.image}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob:(;|$)/);
    }));
});

describe('photo addresses on the S3 store', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it("are the bucket's public addresses, whatever PUBLIC_URL says", () =>
    withPortal({ ...s3.env, CORS_ORIGINS: LISTED, PUBLIC_URL }, async (t, _url, item, user) => {
      const prefix = `${s3.endpoint}/${s3.bucket}/items/${item._id}/`;
      for (const address of await addressesOf(t, item, user)) {
        expect(address.startsWith(prefix)).toBe(true);
      }
      const res = await fetch(item.thumbnail);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }));
});
