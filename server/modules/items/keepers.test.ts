import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createItem,
  createUser,
  notificationsOf,
  postItemAction,
  type TestUser,
} from '../../test/fixtures';

describe('items: keepers', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let keeper: TestUser;
  let keeper2: TestUser;
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Poster' });
    claimant = await createUser(t, { name: 'Claire Claimant' });
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    keeper2 = await createUser(t, { role: 'keeper', name: 'Kai Keeper' });
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t, { name: 'Keys' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a keeper assign themself only when no keeper is set', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, title: 'Bike key' });
    const res = await postItemAction(t, `${id}/assign-keeper`, keeper, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ keeperId: keeper.id, keeperName: 'Kim Keeper' });
    expect((await notificationsOf(t, poster.id)).at(-1)?.message).toContain('Kim Keeper');
    const again = await postItemAction(t, `${id}/assign-keeper`, keeper2, {});
    expect(again.statusCode).toBe(409);
    const other = await createItem(t, { postedBy: poster.id, categoryId });
    const forSomeoneElse = await postItemAction(t, `${other}/assign-keeper`, keeper, {
      keeperId: keeper2.id,
    });
    expect(forSomeoneElse.statusCode).toBe(403);
  });

  it('refuses users (even the poster) and visitors', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId });
    for (const u of [poster, claimant]) {
      const res = await postItemAction(t, `${id}/assign-keeper`, u, { keeperId: keeper.id });
      expect(res.statusCode).toBe(403);
    }
    expect((await postItemAction(t, `${id}/assign-keeper`, undefined, {})).statusCode).toBe(401);
  });

  it('lets an admin assign any active keeper, even over another, and audits it', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, keeperId: keeper.id });
    const res = await postItemAction(t, `${id}/assign-keeper`, admin, {
      keeperId: keeper2.id,
      keeperName: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ keeperId: keeper2.id, keeperName: 'Kai Keeper' });
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, action: 'item.assignKeeper' });
    expect(JSON.parse(audit[0].after_json ?? '{}')).toEqual({ keeperId: keeper2.id });

    const inactiveKeeper = await createUser(t, { role: 'keeper', isActive: false });
    for (const keeperId of [claimant.id, inactiveKeeper.id, 'nobody']) {
      const bad = await postItemAction(t, `${id}/assign-keeper`, admin, { keeperId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('keeperId');
    }
    expect((await postItemAction(t, `${id}/assign-keeper`, admin, {})).statusCode).toBe(400);
  });
});
