import sharp from 'sharp';
import { createCategory, createUser, multipart, type TestUser } from '../fixtures';
import { describeScale, twoInstances, type Pair } from '../twoInstances';
import { call } from './http';

/** Two instances, one bucket: a photo stored through one is served, replaced and removed through the other. */

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

describeScale('photos across two instances on the S3 store', () => {
  let pair: Pair;
  let owner: TestUser;
  const fields = {
    title: 'Green scarf',
    description: 'Wool, left on a bench',
    category: 'Clothing',
    status: 'Found',
    location: 'Main quad',
  };

  twoInstances('scale_photos', {}, async (p) => {
    pair = p;
    owner = await createUser(p.a.ctx.db, { name: 'Olive Owner' });
    await createCategory(p.a.ctx.db, { name: 'Clothing' });
  });

  const bytes = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, data: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves through B a photo uploaded through A, from the shared bucket', async () => {
    const form = multipart(fields, {
      filename: 'scarf.png',
      contentType: 'image/png',
      data: await photo('#228833'),
    });
    const created = await call(pair.urlA, 'POST', '/items', { token: owner.token, form });
    expect(created.status).toBe(201);
    const id = created.body.item._id;
    const viaB = await call(pair.urlB, 'GET', `/items/${id}`);
    expect(viaB.status).toBe(200);
    expect(viaB.body.item.image).toBe(created.body.item.image);
    expect(viaB.body.item.image.startsWith(`${pair.s3.endpoint}/${pair.s3.bucket}/`)).toBe(true);
    const image = await bytes(viaB.body.item.image);
    expect(image.status).toBe(200);
    expect((await sharp(image.data).metadata()).format).toBe('webp');
    expect((await bytes(viaB.body.item.thumbnail)).status).toBe(200);
  });

  it("replaces through B the photo A stored, deleting A's objects", async () => {
    const first = multipart(fields, {
      filename: 'a.png',
      contentType: 'image/png',
      data: await photo('#aa0000'),
    });
    const created = await call(pair.urlA, 'POST', '/items', { token: owner.token, form: first });
    const old = created.body.item;
    const second = multipart(fields, {
      filename: 'b.png',
      contentType: 'image/png',
      data: await photo('#0000aa'),
    });
    const replaced = await call(pair.urlB, 'PUT', `/items/${old._id}`, {
      token: owner.token,
      form: second,
    });
    expect(replaced.status).toBe(200);
    expect((await bytes(old.image)).status).toBe(404);
    expect((await bytes(old.thumbnail)).status).toBe(404);
    const viaA = await call(pair.urlA, 'GET', `/items/${old._id}`);
    expect(viaA.body.item.image).toBe(replaced.body.item.image);
    expect((await bytes(viaA.body.item.image)).status).toBe(200);
  });

  it('reports both instances ready: database, Redis and the bucket answer', async () => {
    for (const url of [pair.urlA, pair.urlB]) {
      const ready = await call(url, 'GET', '/health/ready');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ok', db: 'ok', redis: 'ok', storage: 'ok' },
      });
    }
  });
});
