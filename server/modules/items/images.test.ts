import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { uploadsDir } from '../../storage/imageStore';
import { countItems, storedFiles } from '../../test/uploads';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';

const fields = {
  title: 'Silver watch',
  description: 'Casio with a metal strap',
  category: 'Electronics',
  status: 'Found',
  location: 'Gym lockers',
};

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('items: photos', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    await createCategory(t, { name: 'Electronics' });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    file?: { filename: string; contentType: string; data: Buffer },
    method: 'POST' | 'PUT' = 'POST',
    url = '/api/v1/items',
    extra: Record<string, string> = {},
  ) => {
    const m = multipart({ ...fields, ...extra }, file);
    return sendItemForm(t, user, m, method, url);
  };
  const itemCount = () => countItems(t.app.ctx.db);
  const fileOf = (url: string) =>
    path.join(uploadsDir(t.config.dataDir), url.replace(/^\/uploads\//, ''));

  it('accepts a real PNG whatever its name says, stores WebP display + thumbnail', async () => {
    const res = await send({
      filename: 'notes.txt',
      contentType: 'text/plain',
      data: await png(2400, 1200),
    });
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(item.image).toMatch(new RegExp(`^/uploads/items/${item._id}/[0-9a-f]+\\.webp$`));
    expect(item.thumbnail).toBe(item.image.replace(/\.webp$/, '-thumb.webp'));
    const display = await sharp(fileOf(item.image)).metadata();
    const thumb = await sharp(fileOf(item.thumbnail)).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const served = await t.app.inject({ method: 'GET', url: item.thumbnail });
    expect(served.statusCode).toBe(200);
  });

  it('strips EXIF and GPS metadata and applies the orientation', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#aa3300' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.includes('SpyCam')).toBe(true);
    expect(original.orientation).toBe(6);
    const res = await send({ filename: 'photo.jpg', contentType: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    for (const url of [item.image, item.thumbnail]) {
      const bytes = fs.readFileSync(fileOf(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
      // Orientation 6 (rotate 90°) was applied to the pixels: portrait now.
      expect([meta.width, meta.height]).toEqual([200, 300]);
    }
  });

  it('refuses HTML named .jpg, SVG and garbage with 415, writing nothing', async () => {
    const before = await itemCount();
    const filesBefore = storedFiles(t.config.dataDir);
    const bad = [
      {
        filename: 'cat.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('<!doctype html><html><body>hi</body></html>'),
      },
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      },
      {
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      },
      {
        filename: 'scan.tiff',
        contentType: 'image/tiff',
        data: await sharp(await png(20, 20))
          .tiff()
          .toBuffer(),
      },
    ];
    for (const file of bad) {
      const res = await send(file);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.',
      });
    }
    expect(await itemCount()).toBe(before);
    expect(storedFiles(t.config.dataDir)).toEqual(filesBefore);
  });

  it('accepts GIF, WebP and AVIF', async () => {
    const source = await png(64, 64);
    for (const [format, data] of [
      ['gif', await sharp(source).gif().toBuffer()],
      ['webp', await sharp(source).webp().toBuffer()],
      ['avif', await sharp(source).avif().toBuffer()],
    ] as const) {
      const res = await send({
        filename: `f.${format}`,
        contentType: 'application/octet-stream',
        data,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a 9 MB file with 413 and writes nothing', async () => {
    const before = await itemCount();
    const filesBefore = storedFiles(t.config.dataDir);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(9 * 1024 * 1024, 7)]);
    const res = await send({ filename: 'big.png', contentType: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await itemCount()).toBe(before);
    expect(storedFiles(t.config.dataDir)).toEqual(filesBefore);
  });

  it('refuses a decompression bomb (too many pixels) before decoding it', async () => {
    const before = await itemCount();
    // A tiny PNG whose header claims 20,000 x 20,000 pixels (400 megapixels).
    const bomb = Buffer.from(await png(1, 1));
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const res = await send({ filename: 'bomb.png', contentType: 'image/png', data: bomb });
    expect(res.statusCode).toBe(413);
    expect(await itemCount()).toBe(before);
  });

  it('replaces, keeps and removes the photo on edit, deleting old files', async () => {
    const created = await send({ filename: 'a.png', contentType: 'image/png', data: await png() });
    const { item } = created.json();
    const url = `/api/v1/items/${item._id}`;
    const kept = await send(undefined, 'PUT', url, { title: 'Kept photo' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().item.image).toBe(item.image);

    const replaced = await send(
      { filename: 'b.png', contentType: 'image/png', data: await png(100, 100) },
      'PUT',
      url,
    );
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json().item;
    expect(next.image).not.toBe(item.image);
    expect(fs.existsSync(fileOf(item.image))).toBe(false);
    expect(fs.existsSync(fileOf(item.thumbnail))).toBe(false);
    expect(fs.existsSync(fileOf(next.image))).toBe(true);

    const badEdit = await send(
      { filename: 'c.jpg', contentType: 'image/jpeg', data: Buffer.from('nope') },
      'PUT',
      url,
      {
        title: 'Should not stick',
      },
    );
    expect(badEdit.statusCode).toBe(415);
    const still = await t.app.inject({ method: 'GET', url });
    expect(still.json().item).toMatchObject({ title: 'Silver watch', image: next.image });

    const removed = await send(undefined, 'PUT', url, { image: '' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().item).toMatchObject({ image: null, thumbnail: null });
    expect(fs.existsSync(fileOf(next.image))).toBe(false);
    expect(fs.existsSync(fileOf(next.thumbnail))).toBe(false);
  });
});
