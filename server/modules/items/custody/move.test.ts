import { createTestApp, type TestApp } from '../../../test/testApp';
import {
  type TestUser,
  auth,
  createCast,
  createCategory,
  createDesk,
  createItem,
  historyOf,
} from '../../../test/fixtures';

/** docs/product.md#desks-and-the-queue: PUT /items/{id}/storage with a desk. */
describe('items: moving an item to another desk', () => {
  let t: TestApp;
  let keeper: TestUser;
  let otherKeeper: TestUser;
  let admin: TestUser;
  let poster: TestUser;
  let categoryId: string;
  let library: string;
  let security: string;

  const addDesk = (name: string) => createDesk(t, name);

  beforeAll(async () => {
    t = await createTestApp();
    ({ keeper, otherKeeper, admin, poster } = await createCast(t));
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
    library = await addDesk('Library desk');
    security = await addDesk('Security office');
  });
  afterAll(async () => {
    await t.close();
  });

  const store = (id: string, user: TestUser, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/items/${id}/storage`,
      headers: auth(user),
      payload,
    });
  const events = (id: string) => historyOf(t, id);
  const kept = async (deskId: string | null) => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Found',
      keeperId: keeper.id,
    });
    await t.app.ctx.db.updateTable('items').set({ desk_id: deskId }).where('id', '=', id).execute();
    return id;
  };

  it('moves the item, recording the desk change and the new place in one go', async () => {
    const id = await kept(library);
    const res = await store(id, keeper, { storageLocation: 'Bin 4', deskId: security });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      storageLocation: 'Bin 4',
      desk: { _id: security, name: 'Security office' },
    });
    expect(await events(id)).toEqual([
      { action: 'moved', details: 'Library desk → Security office', actor_id: keeper.id },
      { action: 'stored', details: 'Bin 4', actor_id: keeper.id },
    ]);
  });

  it('records only what changed: the same desk and place record nothing', async () => {
    const id = await kept(library);
    expect((await store(id, admin, { storageLocation: '', deskId: library })).statusCode).toBe(200);
    expect(await events(id)).toEqual([]);
    expect(
      (await store(id, admin, { storageLocation: 'Shelf 1', deskId: library })).statusCode,
    ).toBe(200);
    expect((await events(id)).map((e) => e.action)).toEqual(['stored']);
    const fresh = await kept(null);
    expect((await store(fresh, admin, { storageLocation: '', deskId: library })).statusCode).toBe(
      200,
    );
    expect(await events(fresh)).toEqual([
      { action: 'moved', details: 'Library desk', actor_id: admin.id },
    ]);
  });

  it('refuses an unknown desk (404) and anyone but the keeper or an admin (403), changing nothing', async () => {
    const id = await kept(library);
    const unknown = await store(id, keeper, { storageLocation: 'x', deskId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    const other = await store(id, otherKeeper, { storageLocation: 'x', deskId: security });
    expect(other.statusCode).toBe(403);
    expect(await events(id)).toEqual([]);
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select(['desk_id', 'storage_location'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ desk_id: library, storage_location: null });
  });
});
