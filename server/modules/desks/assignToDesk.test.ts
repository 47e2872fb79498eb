import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createItem,
  createUser,
  postItemAction,
  type TestUser,
} from '../../test/fixtures';

/** A keeper taking an item on brings it to their desk (docs/product.md#desks). */
describe('assigning a keeper puts the item at their desk', () => {
  let t: TestApp;
  let admin: TestUser;
  let poster: TestUser;
  let kim: TestUser;
  let kai: TestUser;
  let deskless: TestUser;
  let categoryId: string;
  const desks: Record<string, string> = {};

  const deskOf = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('items')
        .select('desk_id')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.desk_id;
  const movedEvents = (id: string) =>
    t.app.ctx.db
      .selectFrom('item_events')
      .select(['actor_id', 'details'])
      .where('item_id', '=', id)
      .where('action', '=', 'moved')
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    poster = await createUser(t, { name: 'Pat' });
    kim = await createUser(t, { role: 'keeper', name: 'Kim' });
    kai = await createUser(t, { role: 'keeper', name: 'Kai' });
    deskless = await createUser(t, { role: 'keeper', name: 'Dee' });
    categoryId = (await createCategory(t)).id;
    // Kim works at two desks: the first by name is where her items go.
    for (const [name, keeperIds] of [
      ['Security office', [kim.id]],
      ['Library desk', [kim.id, kai.id]],
      ['Residence office', [kai.id]],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/desks',
        headers: { authorization: admin.token },
        payload: {
          name,
          place: 'Campus',
          hours: '9-17',
          contact: 'c@x.test',
          keeperIds,
          storagePlaces: [],
        },
      });
      desks[name] = res.json().desk._id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the item to the keeper’s first desk by name and records the move', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    const res = await postItemAction(t, `${id}/assign-keeper`, kim, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().item.desk).toEqual({
      _id: desks['Library desk'],
      name: 'Library desk',
      place: 'Campus',
      hours: '9-17',
    });
    expect(await movedEvents(id)).toEqual([{ actor_id: kim.id, details: 'Library desk' }]);
  });

  it('leaves an item already at one of the keeper’s desks where it is', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: desks['Security office'] })
      .where('id', '=', id)
      .execute();
    expect((await postItemAction(t, `${id}/assign-keeper`, kim, {})).statusCode).toBe(200);
    expect(await deskOf(id)).toBe(desks['Security office']);
    expect(await movedEvents(id)).toEqual([]);
  });

  it('moves it when an admin assigns a keeper of another desk', async () => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Claimed',
      keeperId: kim.id,
    });
    await t.app.ctx.db
      .updateTable('items')
      .set({ desk_id: desks['Security office'] })
      .where('id', '=', id)
      .execute();
    const res = await postItemAction(t, `${id}/assign-keeper`, admin, { keeperId: kai.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.desk._id).toBe(desks['Library desk']);
    expect(await movedEvents(id)).toEqual([
      { actor_id: admin.id, details: 'Security office → Library desk' },
    ]);
  });

  it('does nothing for a keeper without a desk, or for a Lost report', async () => {
    const found = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    expect(
      (await postItemAction(t, `${found}/assign-keeper`, deskless, {})).json().item.desk,
    ).toBeNull();
    const lost = await createItem(t, { postedBy: poster.id, categoryId, status: 'Lost' });
    expect((await postItemAction(t, `${lost}/assign-keeper`, kim, {})).json().item.desk).toBeNull();
    expect(await movedEvents(found)).toEqual([]);
    expect(await movedEvents(lost)).toEqual([]);
  });
});
