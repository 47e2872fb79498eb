import { createTestApp, type TestApp } from '../../test/testApp';
import {
  auth,
  createCategory,
  createDesk,
  createItem,
  createUser,
  type TestUser,
} from '../../test/fixtures';

const DAY_MS = 24 * 3600_000;
const NOT_YOUR_DESK =
  'Only the staff of the desk that holds this item or an admin can dispose of it.';

/**
 * docs/product.md#who-acts-for-the-office: an item the office holds goes only by the hands of
 * its desk's staff (or an admin), one at a time or in a batch; a poster's own post that nobody
 * holds stays any keeper's to let go under retention.
 */
describe('disposal by the desk that holds the item', () => {
  let t: TestApp;
  let poster: TestUser;
  let kim: TestUser;
  let lee: TestUser;
  let admin: TestUser;
  let categoryId: string;
  let union: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t);
    kim = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    lee = await createUser(t, { role: 'keeper', name: 'Lee Keeper' });
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, { name: 'Clothing' })).id;
    union = await createDesk(t, 'Student Union desk', [kim.id]);
    await createDesk(t, 'Library desk', [lee.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An old Found item; at the Student Union desk unless `held` is false. */
  async function oldFound(title: string, held = true): Promise<string> {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      title,
      status: 'Found',
      createdAt: new Date(Date.now() - 100 * DAY_MS).toISOString(),
    });
    if (held) {
      await t.app.ctx.db
        .updateTable('items')
        .set({ desk_id: union })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }
  const post = (url: string, who: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: auth(who), payload });
  const isActive = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('items')
        .select('is_active')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).is_active;

  it('refuses a keeper of another desk one item (403) and lets the desk and an admin', async () => {
    const scarf = await oldFound('Red scarf');
    const other = await post(`/items/${scarf}/dispose`, lee, { method: 'donated' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: NOT_YOUR_DESK, code: 'FORBIDDEN' });
    expect(await isActive(scarf)).toBe(1);
    expect((await post(`/items/${scarf}/dispose`, kim, { method: 'donated' })).statusCode).toBe(
      200,
    );
    const glove = await oldFound('Grey glove');
    expect((await post(`/items/${glove}/dispose`, admin, { method: 'discarded' })).statusCode).toBe(
      200,
    );
  });

  it('lets any keeper dispose of a poster’s own post that nobody holds', async () => {
    const hat = await oldFound('Blue hat', false);
    expect((await post(`/items/${hat}/dispose`, lee, { method: 'donated' })).statusCode).toBe(200);
  });

  it('refuses a batch holding another desk’s item, naming it, and disposes of nothing', async () => {
    const mine = await oldFound('Green umbrella');
    const theirs = await oldFound('Black umbrella');
    await t.app.ctx.db.updateTable('items').set({ desk_id: null }).where('id', '=', mine).execute();
    await t.app.ctx.db
      .updateTable('items')
      .set({ keeper_id: lee.id })
      .where('id', '=', mine)
      .execute();
    const res = await post('/office/bulk/dispose', lee, {
      itemIds: [mine, theirs],
      method: 'donated',
    });
    expect(res.statusCode).toBe(409);
    const body = res.json() as { details: { field: string; message: string }[] };
    expect(body.details).toEqual([
      { field: theirs, message: expect.stringMatching(new RegExp(`: ${NOT_YOUR_DESK}$`)) },
    ]);
    expect(await isActive(mine)).toBe(1);
    expect(await isActive(theirs)).toBe(1);
    const ok = await post('/office/bulk/dispose', kim, { itemIds: [theirs], method: 'donated' });
    expect(ok.statusCode).toBe(200);
  });
});
