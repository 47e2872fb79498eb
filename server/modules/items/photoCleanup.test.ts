import sharp from 'sharp';
import { thumbKeyOf } from '../../storage/itemImages';
import { storageFault } from '../../storage/storageUnavailable';
import {
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../../test/fixtures';
import { countItems, storedFiles } from '../../test/uploads';
import { createTestApp, type TestApp } from '../../test/testApp';
import { discardPhoto } from './photoCleanup';

/**
 * Photo deletes the store refuses (an outage) become `delete-photos` jobs, which delete both
 * renditions once it answers again (docs/architecture.md#durable-jobs,
 * docs/deploy.md#when-something-fails).
 */

const fields = {
  title: 'Red umbrella',
  description: 'Folding, wooden handle',
  category: 'Accessories',
  status: 'Found',
  location: 'Library entrance',
};

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3344' } })
    .png()
    .toBuffer();

const down = () => Promise.reject(storageFault(new Error('store down')));

describe('photo deletes during a store outage', () => {
  let t: TestApp;
  let user: TestUser;

  beforeEach(async () => {
    t = await createTestApp();
    user = await createUser(t);
    await createCategory(t, { name: 'Accessories' });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const send = async (method: 'POST' | 'PUT', url: string) => {
    const m = multipart(fields, { filename: 'p.png', contentType: 'image/png', data: await png() });
    return sendItemForm(t, user, m, method, `/api/v1${url}`);
  };
  const deleteJobs = async () =>
    (
      await t.app.ctx.db
        .selectFrom('jobs')
        .select(['payload', 'run_at', 'attempts'])
        .where('kind', '=', 'delete-photos')
        .execute()
    ).map((job) => ({ ...job, keys: (JSON.parse(job.payload) as { keys: string[] }).keys }));
  /** Makes the queued deletes due now instead of in 5 s. */
  const dueNow = () =>
    t.app.ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'delete-photos')
      .execute();
  // Relative to the uploads dir: the store's keys.
  const files = () => storedFiles(t.config.dataDir);
  const keyOf = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('items')
        .select('image_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).image_key!;

  it('queues the replaced photo for deletion; once the store answers the job deletes both renditions', async () => {
    const created = await send('POST', '/items');
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { item: { _id: string } }).item._id;
    const old = await keyOf(id);
    await t.app.ctx.worker.idle();

    const refuse = jest.spyOn(t.app.ctx.storage, 'delete').mockImplementation(down);
    const before = Date.now();
    const edited = await send('PUT', `/items/${id}`);
    expect(edited.statusCode).toBe(200);
    const current = await keyOf(id);
    expect(current).not.toBe(old);

    const [job, ...more] = await deleteJobs();
    expect(more).toEqual([]);
    expect(job.keys.sort()).toEqual([old, thumbKeyOf(old)].sort());
    expect(Date.parse(job.run_at)).toBeGreaterThanOrEqual(before + 5000);
    // Not due yet: the worker leaves it, and the old photo is still there.
    await t.app.ctx.worker.idle();
    expect(await deleteJobs()).toHaveLength(1);

    // Due while the store still refuses: the job fails and is kept for a retry.
    await dueNow();
    await t.app.ctx.worker.idle();
    expect((await deleteJobs()).map((j) => j.attempts)).toEqual([1]);
    expect(files()).toEqual([old, thumbKeyOf(old), current, thumbKeyOf(current)].sort());

    refuse.mockRestore();
    await dueNow();
    await t.app.ctx.worker.idle();
    expect(await deleteJobs()).toEqual([]);
    expect(files()).toEqual([current, thumbKeyOf(current)].sort());
  });

  it('queues what a failed upload may have left, and answers 503 with nothing written', async () => {
    const store = t.app.ctx.storage;
    const put = store.put.bind(store);
    // The display rendition lands, the thumbnail does not: half a photo is in the store.
    jest
      .spyOn(store, 'put')
      .mockImplementation((key, data, type) =>
        key.endsWith('-thumb.webp') ? down() : put(key, data, type),
      );
    const refused = await send('POST', '/items');
    expect(refused.statusCode).toBe(503);
    expect(await countItems(t.app.ctx.db)).toBe(0);
    const [left] = files();
    expect(files()).toHaveLength(1);
    expect((await deleteJobs()).map((j) => j.keys.sort())).toEqual([
      [left, thumbKeyOf(left)].sort(),
    ]);

    jest.restoreAllMocks();
    await dueNow();
    await t.app.ctx.worker.idle();
    expect(await deleteJobs()).toEqual([]);
    expect(files()).toEqual([]);
  });

  it('deletes keys that are already gone without error (a rerun is harmless)', async () => {
    const refuse = jest.spyOn(t.app.ctx.storage, 'delete').mockImplementation(down);
    await discardPhoto(t.app.ctx, 'items/gone/0123456789abcdef.webp');
    refuse.mockRestore();
    await dueNow();
    await t.app.ctx.worker.idle();
    expect(await deleteJobs()).toEqual([]);
  });

  it('logs the keys as an error when the database cannot queue the job either', async () => {
    const refuse = jest.spyOn(t.app.ctx.storage, 'delete').mockImplementation(down);
    const error = jest.fn();
    const ctx = {
      storage: t.app.ctx.storage,
      db: {
        insertInto: () => {
          throw new Error('database down');
        },
      } as unknown as TestApp['app']['ctx']['db'],
      log: { ...t.app.ctx.log, warn: jest.fn(), error } as unknown as TestApp['app']['ctx']['log'],
    };
    const key = 'items/lost/0123456789abcdef.webp';
    await expect(discardPhoto(ctx, key)).resolves.toBeUndefined();
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ keys: expect.arrayContaining([key, thumbKeyOf(key)]) as unknown }),
      expect.stringMatching(/could not be queued/),
    );
  });
});
