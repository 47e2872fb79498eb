import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createCategory,
  createDesk,
  createItem,
  createUser,
  type TestUser,
} from '../../test/fixtures';
import { claimCalls, foundItemWithQuestions } from './testHelpers';

/**
 * docs/product.md#roles: a keeper never claims an item they keep or one held at a desk they work
 * at, whatever the item (a Lost report, a Found item with ownership questions); the item page
 * offers them no Claim either. Another desk's keeper may claim.
 */
describe('claims: the keepers of an item never claim it', () => {
  let t: TestApp;
  let api: ReturnType<typeof claimCalls>;
  let poster: TestUser;
  let kim: TestUser;
  let kai: TestUser;
  let lee: TestUser;
  let categoryId: string;
  let union: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = claimCalls(t);
    poster = await createUser(t, { name: 'Pat Poster' });
    kim = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    kai = await createUser(t, { role: 'keeper', name: 'Kai Keeper' });
    lee = await createUser(t, { role: 'keeper', name: 'Lee Library' });
    categoryId = (await createCategory(t, { name: 'Phones' })).id;
    union = await createDesk(t, 'Student Union desk', [kim.id, kai.id]);
    await createDesk(t, 'Library desk', [lee.id]);
  });
  afterAll(() => t.close());

  const atUnion = (id: string) =>
    t.app.ctx.db.updateTable('items').set({ desk_id: union }).where('id', '=', id).execute();
  const claimedBy = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('items')
        .select('claimed_by_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).claimed_by_id;

  it('refuses the keeper of a Lost report (403) and leaves it unclaimed', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, keeperId: kim.id });
    const res = await api.claim(id, kim);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You are the keeper of this item, so you cannot claim it.',
    });
    expect(await claimedBy(id)).toBeNull();
  });

  it('refuses the desk’s keepers a claim with answers too; another desk’s keeper may send one', async () => {
    const id = await foundItemWithQuestions(t, poster, categoryId, { keeperId: kim.id });
    await atUnion(id);
    for (const keeper of [kim, kai]) {
      const res = await api.claim(id, keeper, ['A sleeping tabby cat', 'Teal']);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const claims = await t.app.ctx.db
      .selectFrom('item_claims')
      .select('id')
      .where('item_id', '=', id)
      .execute();
    expect(claims).toEqual([]);
    expect((await api.claim(id, lee, ['A sleeping tabby cat', 'Teal'])).statusCode).toBe(202);
  });
});
