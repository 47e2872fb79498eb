import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createItem,
  createUser,
  notificationsOf,
  postItemAction,
  type TestUser,
} from '../../test/fixtures';

describe('claims: claiming an item without questions', () => {
  let t: TestApp;
  let poster: TestUser;
  let claimant: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t, { name: 'Poster' });
    claimant = await createUser(t, { name: 'Claire Claimant' });
    categoryId = (await createCategory(t, { name: 'Keys' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets another user claim an open item and notifies the poster', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, title: 'Car keys' });
    const res = await postItemAction(t, `${id}/claim`, claimant);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      status: 'Claimed',
      claimedById: claimant.id,
      claimedByName: 'Claire Claimant',
    });
    const n = await notificationsOf(t, poster.id);
    expect(n.at(-1)).toMatchObject({ type: 'item', item_id: id });
    expect(n.at(-1)?.message).toContain('Car keys');
  });

  it('refuses the poster, visitors, inactive, claimed and returned items', async () => {
    const open = await createItem(t, { postedBy: poster.id, categoryId });
    expect((await postItemAction(t, `${open}/claim`, poster)).statusCode).toBe(403);
    expect((await postItemAction(t, `${open}/claim`)).statusCode).toBe(401);
    const inactive = await createItem(t, { postedBy: poster.id, categoryId, isActive: false });
    expect((await postItemAction(t, `${inactive}/claim`, claimant)).statusCode).toBe(404);
    expect((await postItemAction(t, 'missing/claim', claimant)).statusCode).toBe(404);
    for (const status of ['Claimed', 'Returned'] as const) {
      const id = await createItem(t, { postedBy: poster.id, categoryId, status });
      const res = await postItemAction(t, `${id}/claim`, claimant);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: 'This item has already been claimed.',
      });
    }
  });

  it('lets exactly one of ten concurrent claims win', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId });
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const results = await Promise.all(users.map((u) => postItemAction(t, `${id}/claim`, u)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = users[results.findIndex((r) => r.statusCode === 200)];
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select(['status', 'claimed_by_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Claimed', claimed_by_id: winner.id });
  });
});
