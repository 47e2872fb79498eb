import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../test/s3Server';
import { copyDiskImages } from './copyDiskImages';
import { createImageStore } from './createImageStore';
import { createDiskImageStore } from './imageStore';

describe('copying disk images to the bucket (npm run images:to-s3)', () => {
  let s3: LocalS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-copy-'));
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file under the same key, then skips them on the next run', async () => {
    const disk = createDiskImageStore(dataDir);
    const keys = ['items/a/1.webp', 'items/a/1-thumb.webp', 'items/b/2.webp'];
    for (const key of keys) await disk.put(key, Buffer.from(`bytes of ${key}`), 'image/webp');
    const bucket = createImageStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }));

    const first = await copyDiskImages(dataDir, bucket);
    expect(first).toEqual({ found: 3, copied: 3, skipped: 0, failed: [] });
    for (const key of keys) expect((await bucket.get(key))?.toString()).toBe(`bytes of ${key}`);
    const res = await fetch(bucket.url('items/b/2.webp'));
    expect(res.headers.get('content-type')).toBe('image/webp');

    await disk.put('items/c/3.webp', Buffer.from('new'), 'image/webp');
    const second = await copyDiskImages(dataDir, bucket);
    expect(second).toEqual({ found: 4, copied: 1, skipped: 3, failed: [] });
  });

  it('reports failures instead of stopping', async () => {
    const env = { ...s3.env, S3_BUCKET: 'missing-bucket' };
    const counts = await copyDiskImages(
      dataDir,
      createImageStore(loadConfig({ DATA_DIR: dataDir, ...env })),
    );
    expect(counts).toMatchObject({ found: 4, copied: 0, skipped: 0 });
    expect(counts.failed).toHaveLength(4);
  });
});
