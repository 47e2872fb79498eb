import { newId } from '../../lib/ids';
import { thumbKeyOf } from '../../storage/itemImages';
import { storageFault } from '../../storage/storageUnavailable';
import { auth, createCategory, createItem, createUser } from '../../test/fixtures';
import { storedFiles } from '../../test/uploads';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * An erasure during a photo store outage (docs/product.md#privacy): the account is erased now,
 * and its photos go by one durable `delete-photos` job once the store answers again
 * (docs/architecture.md#durable-jobs).
 */
describe('erasing a user while the photo store is down', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('erases now and queues every photo for deletion in one job', async () => {
    const admin = await createUser(t, { role: 'admin', name: 'Admin' });
    const ann = await createUser(t, { name: 'Ann Outage' });
    const categoryId = (await createCategory(t)).id;
    const db = t.app.ctx.db;
    const keys: string[] = [];
    for (let n = 0; n < 3; n++) {
      const id = await createItem(t, { postedBy: ann.id, categoryId });
      const key = `items/${id}/${newId()}.webp`;
      await t.app.ctx.storage.put(key, Buffer.from('photo'), 'image/webp');
      await t.app.ctx.storage.put(thumbKeyOf(key), Buffer.from('thumb'), 'image/webp');
      await db.updateTable('items').set({ image_key: key }).where('id', '=', id).execute();
      keys.push(key, thumbKeyOf(key));
    }

    const refuse = jest
      .spyOn(t.app.ctx.storage, 'delete')
      .mockImplementation(() => Promise.reject(storageFault(new Error('store down'))));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${ann.id}/erase`,
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    // After the first refusal the rest is not tried now: the answer does not wait per photo.
    expect(refuse).toHaveBeenCalledTimes(2);
    const jobs = await db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'delete-photos')
      .execute();
    expect(jobs.map((j) => (JSON.parse(j.payload) as { keys: string[] }).keys.sort())).toEqual([
      [...keys].sort(),
    ]);
    expect(storedFiles(t.config.dataDir)).toEqual([...keys].sort());

    refuse.mockRestore();
    // Due now instead of in 5 s.
    await db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('kind', '=', 'delete-photos')
      .execute();
    await t.app.ctx.worker.idle();
    expect(storedFiles(t.config.dataDir)).toEqual([]);
    const left = await db.selectFrom('jobs').select('id').where('kind', '=', 'delete-photos');
    expect(await left.execute()).toEqual([]);
  });
});
