import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../test/s3Server';
import { createImageStore } from './createImageStore';
import { createDiskImageStore, type ImageStore } from './imageStore';
import { deleteItemImage, storeItemImage, thumbKeyOf } from './itemImages';

/** One contract, two stores: whatever the portal does with photos works the same on both. */

let s3: LocalS3;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-store-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const stores: Array<[string, () => ImageStore]> = [
  ['disk', () => createDiskImageStore(tempDir())],
  ['s3', () => createImageStore(loadConfig({ DATA_DIR: tempDir(), ...s3.env }))],
];

describe.each(stores)('the %s image store', (_name, make) => {
  let store: ImageStore;
  beforeAll(() => {
    store = make();
  });

  it('is reachable and writable', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('stores, reads back and deletes an image', async () => {
    const key = 'items/abc/one.webp';
    await store.put(key, Buffer.from('photo bytes'), 'image/webp');
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))?.toString()).toBe('photo bytes');
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  it('replaces an image stored under the same key', async () => {
    const key = 'items/abc/two.webp';
    await store.put(key, Buffer.from('first'), 'image/webp');
    await store.put(key, Buffer.from('second'), 'image/webp');
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('deletes a missing key without error', async () => {
    await expect(store.delete('items/none/missing.webp')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /unsafe storage key/,
    );
    expect(() => store.url('/etc/passwd')).toThrow(/unsafe storage key/);
  });

  it('stores both renditions of an item photo and deletes both', async () => {
    const image = { display: Buffer.from('display'), thumb: Buffer.from('thumb') };
    const key = await storeItemImage(store, 'item1', image);
    expect(key).toMatch(/^items\/item1\/[0-9a-f]{16}\.webp$/);
    expect((await store.get(thumbKeyOf(key)))?.toString()).toBe('thumb');
    await deleteItemImage(store, key);
    expect([await store.has(key), await store.has(thumbKeyOf(key))]).toEqual([false, false]);
  });
});

describe('the s3 image store', () => {
  it('serves images publicly from the bucket as immutable WebP', async () => {
    const store = createImageStore(loadConfig({ DATA_DIR: tempDir(), ...s3.env }));
    const key = 'items/pub/photo.webp';
    await store.put(key, Buffer.from('public bytes'), 'image/webp');
    const url = store.url(key);
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(store.origin).toBe(s3.endpoint);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('public bytes');
  });

  it('fails its check when the bucket does not exist', async () => {
    const store = createImageStore(
      loadConfig({ DATA_DIR: tempDir(), ...s3.env, S3_BUCKET: 'no-such-bucket' }),
    );
    await expect(store.check()).rejects.toThrow();
  });
});
