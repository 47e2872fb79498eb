import { createTestApp, type TestApp } from '../testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../fixtures';
import { errorShape } from './inputHttp';

/**
 * Item 17: a keeper must not hand an item over to himself. Whoever claims an item can never be
 * its keeper or the creator of its hand-over code; a keeper cannot claim what he keeps. Every
 * step of the attack is tried over HTTP, in both orders, and against rows made before the rules.
 */
describe('security: no hand-over to oneself', () => {
  let t: TestApp;
  let base: string;
  let poster: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
    base = await t.listen();
    poster = await createUser(t);
    keeper = await createUser(t, { role: 'keeper' });
    admin = await createUser(t, { role: 'admin' });
    categoryId = (await createCategory(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, user: TestUser, body?: unknown) =>
    fetch(`${base}/api/v1/items/${path}`, {
      method: 'POST',
      headers: {
        ...auth(user),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const row = (id: string) =>
    t.app.ctx.db
      .selectFrom('items')
      .select(['status', 'keeper_id', 'claimed_by_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refused = async (res: Response) => {
    expect(res.status).toBe(403);
    const { code, message } = errorShape(await res.text());
    expect(code).toBe('FORBIDDEN');
    return message;
  };

  it('claim first: the claimant cannot then make himself keeper, nor be made keeper by an admin', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    expect((await post(`${id}/claim`, keeper)).status).toBe(200);

    expect(await refused(await post(`${id}/assign-keeper`, keeper, {}))).toMatch(/claimed/);
    expect(
      await refused(await post(`${id}/assign-keeper`, admin, { keeperId: keeper.id })),
    ).toMatch(/claimed/);
    // Not the poster nor the keeper, and the claimant: no code either.
    await refused(await post(`${id}/generate-otp`, keeper));
    expect(await row(id)).toEqual({
      status: 'Claimed',
      keeper_id: null,
      claimed_by_id: keeper.id,
    });
  });

  it('keep first: the keeper cannot then claim the item', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Lost' });
    expect((await post(`${id}/assign-keeper`, keeper, {})).status).toBe(200);
    expect(await refused(await post(`${id}/claim`, keeper))).toMatch(/keeper/);
    expect(await row(id)).toEqual({ status: 'Lost', keeper_id: keeper.id, claimed_by_id: null });
  });

  it('an admin-assigned keeper cannot claim the item either', async () => {
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    expect((await post(`${id}/assign-keeper`, admin, { keeperId: keeper.id })).status).toBe(200);
    await refused(await post(`${id}/claim`, keeper));
    expect((await row(id)).claimed_by_id).toBeNull();
  });

  it('rows from before the rules (keeper = claimant): no code, no confirmation', async () => {
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Claimed',
      keeperId: keeper.id,
      claimedById: keeper.id,
    });
    // The keeper-claimant cannot make the code...
    expect(await refused(await post(`${id}/generate-otp`, keeper))).toMatch(/claimed/);
    // ...nor confirm one, even the poster's right code.
    const { otp } = (await (await post(`${id}/generate-otp`, poster)).json()) as { otp: string };
    expect(await refused(await post(`${id}/verify-otp`, keeper, { otp }))).toMatch(/yourself/);
    expect((await row(id)).status).toBe('Claimed');
  });

  it('a code created by the claimant himself (old row) is never accepted', async () => {
    const claimant = await createUser(t);
    const id = await createItem(t, {
      postedBy: poster.id,
      categoryId,
      status: 'Claimed',
      claimedById: claimant.id,
    });
    const { otp } = (await (await post(`${id}/generate-otp`, poster)).json()) as { otp: string };
    await t.app.ctx.db
      .updateTable('handover_codes')
      .set({ created_by_id: claimant.id })
      .where('item_id', '=', id)
      .execute();
    await refused(await post(`${id}/verify-otp`, claimant, { otp }));
    expect((await row(id)).status).toBe('Claimed');
  });

  it('the honest hand-over still works: keeper makes the code, another person confirms', async () => {
    const claimant = await createUser(t);
    const id = await createItem(t, { postedBy: poster.id, categoryId, status: 'Found' });
    expect((await post(`${id}/assign-keeper`, keeper, {})).status).toBe(200);
    expect((await post(`${id}/claim`, claimant)).status).toBe(200);
    const gen = await post(`${id}/generate-otp`, keeper);
    expect(gen.status).toBe(200);
    const { otp } = (await gen.json()) as { otp: string };
    const res = await post(`${id}/verify-otp`, claimant, { otp });
    expect(res.status).toBe(200);
    expect((await row(id)).status).toBe('Returned');
  });
});
