import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { thumbKeyOf } from '../../storage/itemImages';
import { createCategory, createUser, multipart, type TestUser } from '../fixtures';
import { startLocalS3, type LocalS3 } from '../s3Server';
import { describeFaults } from './describeFaults';
import { freshFaultSchema, type FaultSchema } from './faultDatabase';
import { eventually, request, sleep, startTraffic, type Answer, type Hit } from './traffic';
import type { FastifyInstance } from 'fastify';

/**
 * The photo bucket stopped for 20 s under traffic, then started again
 * (docs/deploy.md#photos-in-object-storage-s3). Two instances share a PostgreSQL schema and the
 * bucket. During the outage an upload answers 503 with Retry-After and stores nothing; requests
 * without a photo keep working; the deletes the bucket refused become durable `delete-photos`
 * jobs; afterwards uploads succeed again, the jobs run, and the bucket and the items match
 * exactly: no item without its photo, no photo without its item.
 */

const OUTAGE_MS = 20_000;
const UNAVAILABLE = {
  message: 'Photo storage is briefly unavailable. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
};

describeFaults('the photo bucket stopped for 20 s under traffic', () => {
  let s3: LocalS3;
  let db: FaultSchema;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  let urlA: string;
  let urlB: string;
  let users: TestUser[];
  let traffic: ReturnType<typeof startTraffic> | undefined;

  beforeAll(async () => {
    s3 = await startLocalS3();
    db = await freshFaultSchema('fault_s3');
    const instance = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-fault-'));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        ...s3.env,
      } as NodeJS.ProcessEnv);
      const app = await buildApp(config, { logger: false });
      apps.push(app);
      return app.listen({ port: 0, host: '127.0.0.1' });
    };
    // One after the other, so the second finds the schema migrated.
    urlA = await instance();
    urlB = await instance();
    await createCategory(db.handle.db, { name: 'Clothing' });
    users = await Promise.all([1, 2, 3, 4].map((n) => createUser(db.handle.db, { name: `U${n}` })));
  }, 60_000);

  afterAll(async () => {
    await traffic?.stop();
    for (const app of apps) await app.close();
    await db?.drop();
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const fields = {
    title: 'Green scarf',
    description: 'Wool, left on a bench',
    category: 'Clothing',
    status: 'Found',
    location: 'Main quad',
  };
  let shade = 0;
  const photo = async () =>
    sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: { r: shade++ % 256, g: 90, b: 40 },
      },
    })
      .png()
      .toBuffer();
  const form = async (withPhoto: boolean) =>
    multipart(
      fields,
      withPhoto ? { filename: 'p.png', contentType: 'image/png', data: await photo() } : undefined,
    );
  const create = async (url: string, user: TestUser, withPhoto = true) =>
    request(url, 'POST', '/items', { token: user.token, form: await form(withPhoto) });
  const edit = async (url: string, user: TestUser, id: string, image: 'new' | 'remove') =>
    request(url, 'PUT', `/items/${id}`, {
      token: user.token,
      form: image === 'new' ? await form(true) : multipart({ ...fields, image: '' }),
    });
  const itemId = (answer: Answer) => (answer.body.item as { _id: string })._id;

  async function bucketKeys(): Promise<string[]> {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
    client.destroy();
    return keys.sort();
  }

  const deletePhotoJobs = async () =>
    (
      await db.handle.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'delete-photos')
        .execute()
    ).length;

  it('answers uploads 503 with Retry-After, stores nothing half-way, and recovers', async () => {
    const [u1, u2, u3, u4] = users;
    const edited = await create(urlB, u4);
    const unphotographed = await create(urlA, u3);
    expect([edited.status, unphotographed.status]).toEqual([201, 201]);

    traffic = startTraffic({
      // Under the createItem limit (30 a minute per user), 503s included.
      uploadA: { pauseMs: 2500, run: () => create(urlA, u1) },
      uploadB: { pauseMs: 2500, run: () => create(urlB, u2) },
      textOnlyA: { pauseMs: 3000, run: () => create(urlA, u3, false) },
      replacePhotoB: { pauseMs: 2500, run: () => edit(urlB, u4, itemId(edited), 'new') },
      searchB: { pauseMs: 2000, run: () => request(urlB, 'GET', '/search/items/search') },
    });
    await sleep(3000);

    await s3.stop();
    const stoppedAt = Date.now();
    const readiness = await request(urlA, 'GET', '/health/ready');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ storage: 'down', db: 'ok' });
    // Removing a photo during the outage: the item changes now, the objects go later, by a job.
    const removed = await edit(urlA, u3, itemId(unphotographed), 'remove');
    expect(removed.status).toBe(200);
    expect((removed.body.item as { image?: string }).image).toBeFalsy();
    expect(await deletePhotoJobs()).toBeGreaterThan(0);

    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    await s3.start();
    const restartedAt = Date.now();
    expect(await eventually(async () => (await create(urlB, u2)).status === 201, 30_000)).toBe(
      true,
    );
    expect(await eventually(async () => (await create(urlA, u1)).status === 201, 30_000)).toBe(
      true,
    );
    await traffic.stop();

    const { hits } = traffic;
    const photoOps = new Set(['uploadA', 'uploadB', 'replacePhotoB']);
    const inOutage = (h: Hit) =>
      h.at > stoppedAt && h.answer !== undefined && h.at + h.answer.ms < restartedAt;
    // No request went unanswered or failed with anything but the 503 of a photo upload.
    const failed = hits.filter(
      (h) => h.status === 'no answer' || (h.status >= 500 && h.status !== 503),
    );
    expect(failed.map((h) => `${h.name} ${h.status}`)).toEqual([]);
    expect(
      hits.filter((h) => h.status === 503 && !photoOps.has(h.name)).map((h) => h.name),
    ).toEqual([]);
    // Every photo upload wholly inside the outage: 503, Retry-After, the clear message.
    const refused = hits.filter((h) => photoOps.has(h.name) && inOutage(h));
    expect(refused.length).toBeGreaterThan(10);
    for (const h of refused) {
      expect(h.status).toBe(503);
      expect(Number(h.answer!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(h.answer!.headers.get('content-type')).toMatch(/^application\/json/);
      expect(h.answer!.body).toEqual(UNAVAILABLE);
    }
    // Requests without a photo kept working.
    const textOnly = hits.filter((h) => !photoOps.has(h.name) && inOutage(h));
    expect(textOnly.length).toBeGreaterThan(10);
    expect(
      textOnly
        .filter((h) => h.status !== 200 && h.status !== 201)
        .map((h) => `${h.name} ${h.status} ${JSON.stringify(h.answer?.body)}`),
    ).toEqual([]);

    // The items are exactly the acknowledged ones (plus the two made first, and the two probes).
    const rows = await db.handle.db.selectFrom('items').select(['id', 'image_key']).execute();
    const created = hits.filter((h) => h.name.startsWith('upload') || h.name === 'textOnlyA');
    expect(rows.length).toBe(2 + 2 + created.filter((h) => h.status === 201).length);
    const referenced = rows
      .flatMap((r) => (r.image_key ? [r.image_key, thumbKeyOf(r.image_key)] : []))
      .sort();
    // The delete jobs the outage queued run once the bucket is back (their retries are spaced
    // out, so the bucket is polled): it then holds exactly the items' photos, and no job is left.
    const settled = async () => {
      for (const app of apps) await app.ctx.worker.idle();
      const keys = await bucketKeys();
      return JSON.stringify(keys) === JSON.stringify(referenced) && (await deletePhotoJobs()) === 0;
    };
    await eventually(settled, 30_000);
    expect(await bucketKeys()).toEqual(referenced);
    expect(await deletePhotoJobs()).toBe(0);

    const slowest = Math.max(...refused.map((h) => h.answer!.ms));
    console.log(
      `S3 outage: ${hits.length} requests, ${refused.length} uploads refused with 503 ` +
        `(slowest answer ${slowest} ms), ${rows.length} items, ${referenced.length} objects`,
    );
  }, 90_000);
});
