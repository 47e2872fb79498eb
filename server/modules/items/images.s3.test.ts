import sharp from 'sharp';
import { startLocalS3, type LocalS3 } from '../../test/s3Server';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';

/** Item photos with IMAGE_STORE=s3: the same flows as images.test.ts, objects in a bucket. */

const fields = {
  title: 'Blue umbrella',
  description: 'Folding, wooden handle',
  category: 'Accessories',
  status: 'Found',
  location: 'Library entrance',
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();

describe('items: photos in object storage', () => {
  let s3: LocalS3;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp(s3.env);
    user = await createUser(t);
    await createCategory(t, { name: 'Accessories' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const send = async (method: 'POST' | 'PUT', url: string, extra = {}, data?: Buffer) => {
    const file = data && { filename: 'p.png', contentType: 'image/png', data };
    const m = multipart({ ...fields, ...extra }, file);
    const res = await sendItemForm(t, user, m, method, url);
    return { status: res.statusCode, item: res.json().item };
  };
  const bucketUrl = () => `${s3.endpoint}/${s3.bucket}/items/`;
  const statusOf = async (url: string) => (await fetch(url)).status;

  it('stores both renditions in the bucket and links to them there', async () => {
    const { status, item } = await send('POST', '/api/v1/items', {}, await png(2000, 1000));
    expect(status).toBe(201);
    expect(item.image.startsWith(`${bucketUrl()}${item._id}/`)).toBe(true);
    expect(item.thumbnail).toBe(item.image.replace(/\.webp$/, '-thumb.webp'));
    const display = await fetch(item.image);
    expect(display.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await display.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await statusOf(item.thumbnail)).toBe(200);
  });

  it('replaces and removes the photo on edit, deleting the old objects', async () => {
    const { item } = await send('POST', '/api/v1/items', {}, await png(300, 300));
    const url = `/api/v1/items/${item._id}`;
    const replaced = await send('PUT', url, {}, await png(200, 100));
    expect(replaced.status).toBe(200);
    expect(replaced.item.image).not.toBe(item.image);
    expect([await statusOf(item.image), await statusOf(item.thumbnail)]).toEqual([404, 404]);
    expect(await statusOf(replaced.item.image)).toBe(200);

    const removed = await send('PUT', url, { image: '' });
    expect(removed.item).toMatchObject({ image: null, thumbnail: null });
    expect(await statusOf(replaced.item.image)).toBe(404);
  });

  it("allows the bucket's origin for images in the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${s3.endpoint}(;|$)`));
  });
});
