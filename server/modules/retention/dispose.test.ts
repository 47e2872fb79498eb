import { createTestApp, type TestApp } from '../../test/testApp';
import { auth, createCategory, createItem, createUser, type TestUser } from '../../test/fixtures';
import { claimCalls, PHONE_QUESTIONS } from '../claims/testHelpers';

const DAY_MS = 24 * 3600_000;

/** docs/product.md#retention: POST /items/{id}/dispose. */
describe('retention: disposal', () => {
  let t: TestApp;
  let poster: TestUser;
  let keeper: TestUser;
  let admin: TestUser;
  let user: TestUser;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createUser(t);
    keeper = await createUser(t, { role: 'keeper', name: 'Kim Keeper' });
    admin = await createUser(t, { role: 'admin' });
    user = await createUser(t);
    categoryId = (await createCategory(t, { name: 'Clothing' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const oldFound = (title: string, o: Partial<Parameters<typeof createItem>[1]> = {}) =>
    createItem(t, {
      postedBy: poster.id,
      categoryId,
      title,
      status: 'Found',
      createdAt: new Date(Date.now() - 100 * DAY_MS).toISOString(),
      ...o,
    });
  const dispose = (id: string, who: TestUser | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/items/${id}/dispose`,
      headers: who ? auth(who) : {},
      payload,
    });
  const search = async (words: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/items/search?search=${encodeURIComponent(words)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { _id: string }[] }).items.map((i) => i._id);
  };
  const due = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/disposal-due?limit=100',
      headers: auth(keeper),
    });
    return (res.json() as { items: { item: { _id: string } }[] }).items.map((d) => d.item._id);
  };

  it('deactivates the item with its method and note, in the history and the audit log', async () => {
    const id = await oldFound('Striped woollen scarf');
    expect(await search('striped scarf')).toEqual([id]);
    expect(await due()).toContain(id);

    const res = await dispose(id, keeper, { method: 'donated', note: '  to the Red Cross ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Item disposed of.');
    expect(body.item).toMatchObject({ _id: id, isActive: false, status: 'Found' });
    expect(body.item.disposal).toEqual({
      method: 'donated',
      at: expect.any(String),
      note: 'to the Red Cross',
    });

    const row = await t.app.ctx.db
      .selectFrom('items')
      .select(['is_active', 'disposal_method', 'disposal_note', 'disposed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      is_active: 0,
      disposal_method: 'donated',
      disposal_note: 'to the Red Cross',
      disposed_at: body.item.disposal.at,
    });
    const events = await t.app.ctx.db
      .selectFrom('item_events')
      .select(['action', 'actor_id', 'details'])
      .where('item_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(events).toEqual([
      { action: 'disposed', actor_id: keeper.id, details: 'donated: to the Red Cross' },
    ]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: keeper.id,
      action: 'item.dispose',
      target_type: 'item',
    });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      isActive: false,
      disposalMethod: 'donated',
      disposalNote: 'to the Red Cross',
    });

    // Gone from the public search, the browse list and the due list.
    expect(await search('striped scarf')).toEqual([]);
    const browse = await t.app.inject({ method: 'GET', url: '/api/v1/search/items/search' });
    expect(browse.json().items.map((i: { _id: string }) => i._id)).not.toContain(id);
    expect(await due()).not.toContain(id);
    // The public item page is gone; the poster and admins still see the record.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/items/${id}` })).statusCode).toBe(
      404,
    );
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}`,
      headers: auth(admin),
    });
    expect(asAdmin.json().item.disposal.method).toBe('donated');
  });

  it('declines the pending claims of a disposed item and tells their claimants', async () => {
    const calls = claimCalls(t);
    const id = await oldFound('Grey phone with a cracked case');
    expect((await calls.setQuestions(id, poster, PHONE_QUESTIONS)).statusCode).toBe(200);
    expect((await calls.claim(id, user, ['A cat', 'Teal'])).statusCode).toBe(202);

    expect((await dispose(id, keeper, { method: 'donated' })).statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/items/${id}/history`,
      headers: auth(admin),
    });
    const actions = (history.json().events as { action: string }[]).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['disposed', 'claim-declined']);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications?limit=50',
      headers: auth(user),
    });
    const messages = (notes.json().data.notifications as { message: string }[]).map(
      (n) => n.message,
    );
    expect(messages).toContain(
      'Your claim on "Grey phone with a cracked case" was declined: the office disposed of the unclaimed item.',
    );
    // The answers are never quoted.
    expect(JSON.stringify(messages)).not.toContain('A cat');
  });

  it('refuses a second disposal: 404 for a keeper, 409 for an admin', async () => {
    const id = await oldFound('Blue rain jacket');
    expect((await dispose(id, admin, { method: 'discarded' })).statusCode).toBe(200);
    expect((await dispose(id, keeper, { method: 'discarded' })).statusCode).toBe(404);
    const again = await dispose(id, admin, { method: 'transferred' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'This item has already been disposed of.',
    });
    const events = await t.app.ctx.db
      .selectFrom('item_events')
      .select('details')
      .where('item_id', '=', id)
      .execute();
    expect(events).toEqual([{ details: 'discarded' }]);
  });

  it('lets one of two concurrent disposals win', async () => {
    const id = await oldFound('Grey beanie');
    const results = await Promise.all([
      dispose(id, keeper, { method: 'donated' }),
      dispose(id, admin, { method: 'discarded' }),
    ]);
    const [won, lost] = [...results].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(200);
    // The keeper no longer sees the deactivated item (404); the admin is told it is done (409).
    expect([404, 409]).toContain(lost!.statusCode);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses Lost, claimed, returned and deactivated items', async () => {
    for (const o of [
      { status: 'Lost' as const },
      { status: 'Claimed' as const, claimedById: user.id },
      { status: 'Returned' as const, claimedById: user.id },
    ]) {
      const id = await oldFound(`Refused ${o.status}`, o);
      const res = await dispose(id, admin, { method: 'donated' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only an unclaimed Found item can be disposed of.');
    }
    const inactive = await oldFound('Deactivated coat', { isActive: false });
    expect((await dispose(inactive, keeper, { method: 'donated' })).statusCode).toBe(404);
    const res = await dispose(inactive, admin, { method: 'donated' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an active item can be disposed of.');
    expect((await dispose('no-such-item', admin, { method: 'donated' })).statusCode).toBe(404);
  });

  it('is for keepers and admins, with a known method', async () => {
    const id = await oldFound('Black gloves');
    expect((await dispose(id, null, { method: 'donated' })).statusCode).toBe(401);
    expect((await dispose(id, user, { method: 'donated' })).statusCode).toBe(403);
    expect((await dispose(id, poster, { method: 'donated' })).statusCode).toBe(403);
    expect((await dispose(id, keeper, { method: 'sold' })).statusCode).toBe(400);
    expect((await dispose(id, keeper, { note: 'no method' })).statusCode).toBe(400);
    expect(
      (await dispose(id, keeper, { method: 'donated', note: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    const row = await t.app.ctx.db
      .selectFrom('items')
      .select('is_active')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });
});
