import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createDesk,
  createItem,
  createUser,
  type TestUser,
} from '../../test/fixtures';
import { pdfPages } from '../../test/pdfImages';
import { pdfText } from '../../test/pdfText';
import { campusDateTimeNamed } from '../../lib/campusTime';

jest.setTimeout(60_000);

/** docs/product.md#the-keepers-queue: a disposal batch has a printable record. */
describe('disposal records: the printable record of a bulk disposal', () => {
  let t: TestApp;
  let keeper: TestUser;
  let admin: TestUser;
  let user: TestUser;
  let categoryId: string;
  let deskId: string;

  beforeAll(async () => {
    t = await createTestApp();
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
    user = await createUser(t, { name: 'Uma User' });
    categoryId = (await createCategory(t, { name: 'Bottles' })).id;
    deskId = await createDesk(t, 'Library desk', [keeper.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Found items in the office's custody at the desk. */
  const held = async (titles: string[]) => {
    const ids: string[] = [];
    for (const title of titles) {
      const id = await createItem(t, {
        postedBy: keeper.id,
        keeperId: keeper.id,
        categoryId,
        status: 'Found',
        title,
      });
      await t.app.ctx.db
        .updateTable('items')
        .set({ desk_id: deskId })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    return ids;
  };
  const record = (batchId: string, who?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/office/disposals/${batchId}`,
      headers: who ? auth(who) : {},
    });
  const referenceOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}`, headers: auth(admin) })).json()
      .item.reference as string;

  it('answers the batch id, and prints the items with method, note, who and when', async () => {
    const ids = await held(['Steel bottle', 'Glass bottle', 'Plastic bottle']);
    const note = 'To the Red Cross shop, collected by Sam on Friday';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/bulk/dispose',
      headers: auth(admin),
      payload: { itemIds: ids, method: 'donated', note },
    });
    expect(res.statusCode).toBe(200);
    const { batchId, count, message } = res.json();
    expect({ count, message }).toEqual({ count: 3, message: '3 items disposed of.' });
    expect(batchId).toEqual(expect.any(String));

    const pdf = await record(batchId, keeper);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toMatch(
      /^inline; filename="disposal-record-\d{4}-\d\d-\d\d\.pdf"$/,
    );
    expect(pdfPages(pdf.rawPayload).count).toBe(1);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Disposal record');
    for (const id of ids) expect(text).toContain(await referenceOf(id));
    for (const title of ['Steel bottle', 'Glass bottle', 'Plastic bottle']) {
      expect(text).toContain(title);
    }
    expect(text).toContain('donated');
    expect(text).toContain(note);
    expect(text).toContain('Ada Admin');
    expect(text).toContain('Library desk');
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('disposed_at')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(text).toContain(campusDateTimeNamed(row.disposed_at!));
    // Admins print it too.
    expect((await record(batchId, admin)).statusCode).toBe(200);
  });

  it('runs onto more pages for a long batch', async () => {
    const ids = await held(Array.from({ length: 60 }, (_, i) => `Bottle number ${i + 1}`));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/bulk/dispose',
      headers: auth(admin),
      payload: { itemIds: ids, method: 'discarded' },
    });
    expect(res.statusCode).toBe(200);
    const pdf = await record(res.json().batchId, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdfPages(pdf.rawPayload).count).toBeGreaterThan(1);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Bottle number 1');
    expect(text).toContain('Bottle number 60');
  });

  it('is the office’s: 401 without a session, 403 for users, 404 for an unknown batch', async () => {
    const [id] = await held(['Blue bottle']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/bulk/dispose',
      headers: auth(admin),
      payload: { itemIds: [id], method: 'transferred' },
    });
    const { batchId } = res.json();
    expect((await record(batchId)).statusCode).toBe(401);
    expect((await record(batchId, user)).statusCode).toBe(403);
    expect((await record('no-such-batch', keeper)).statusCode).toBe(404);
  });

  it('leaves a single disposal out of any batch', async () => {
    const [id] = await held(['Red bottle']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/dispose`,
      headers: auth(admin),
      payload: { method: 'donated' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('disposal_batch_id')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.disposal_batch_id).toBeNull();
  });
});
